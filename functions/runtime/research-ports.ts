import { createDynamoCallCharges } from '../adapters/aws/dynamo/call-charge';
import { createDynamoCallLimits } from '../adapters/aws/dynamo/call-limits';
import { createDynamoCallSlots } from '../adapters/aws/dynamo/call-slots';
import { createDynamoCallStore } from '../adapters/aws/dynamo/call-store';
import { createDynamoContactLookup } from '../adapters/aws/dynamo/contact-lookup';
import type { TableRef } from '../adapters/aws/dynamo/items';
import { createDynamoPreferenceStore } from '../adapters/aws/dynamo/preference-store';
import { createDynamoResearchStore } from '../adapters/aws/dynamo/research-store';
import { createDynamoVisualizationStore } from '../adapters/aws/dynamo/visualization-store';
import type { ResearchDeps } from '../core/research/deps';
import { CALL_SLOT_LEASE_SECONDS } from '../ports/call-slots';
import type { Clock } from '../ports/clock';

/**
 * The research engine's ports that live in the table, the same in both runtimes; `callQuota` is
 * how many calls the whole account may have in flight.
 */
export function tableResearchPorts(
  table: TableRef,
  { callQuota, clock }: { callQuota: number; clock: Clock },
) {
  return {
    researches: createDynamoResearchStore(table),
    calls: createDynamoCallStore(table),
    charges: createDynamoCallCharges(table),
    limits: createDynamoCallLimits(table),
    callSlots: createDynamoCallSlots(table, {
      quota: callQuota,
      leaseSeconds: CALL_SLOT_LEASE_SECONDS,
      clock,
    }),
    contact: createDynamoContactLookup(table),
    extras: {
      visualizations: createDynamoVisualizationStore(table),
      preferences: createDynamoPreferenceStore(table),
    },
  } satisfies Partial<ResearchDeps>;
}
