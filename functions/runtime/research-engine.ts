import { createDynamoCallCharges } from '../adapters/aws/dynamo/call-charge';
import { createDynamoCallLimits } from '../adapters/aws/dynamo/call-limits';
import { createDynamoCreditReservations } from '../adapters/aws/dynamo/call-reservations';
import { createDynamoCallSlots } from '../adapters/aws/dynamo/call-slots';
import { createDynamoCallStore } from '../adapters/aws/dynamo/call-store';
import { createDynamoContactLookup } from '../adapters/aws/dynamo/contact-lookup';
import type { TableRef } from '../adapters/aws/dynamo/items';
import { createDynamoPreferenceStore } from '../adapters/aws/dynamo/preference-store';
import { createDynamoResearchStore } from '../adapters/aws/dynamo/research-store';
import { createDynamoVisualizationStore } from '../adapters/aws/dynamo/visualization-store';
import { createLocalWorkflow, type LocalWorkflow } from '../adapters/local/workflow/runner';
import { type DeriveAsks, deriveAsksByParser } from '../core/asks/derive-asks';
import type { CallExtractor, ResearchConfig, ResearchDeps } from '../core/research/deps';
import { recoverResearches } from '../core/research/recover';
import { createCallEndedHandler } from '../events/call-ended';
import type { ConversationStore } from '../ports/call-conversation';
import { CALL_SLOT_LEASE_SECONDS } from '../ports/call-slots';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { Places } from '../ports/places';
import type { CallEnded, Telephony } from '../ports/telephony';
import { createWorkflowHandlers } from '../workflow/handlers';

export interface ResearchEngineOptions {
  table: TableRef;
  /** Built with the call-ended callback, so the network can report the end of each call. */
  telephony: (onCallEnded: (event: CallEnded) => Promise<void>, conversation: ConversationStore) => Telephony;
  extractor: CallExtractor;
  /** How questions become asks; the parser unless a model is configured. */
  deriveAsks?: DeriveAsks;
  mailer: Mailer;
  places?: Places;
  clock: Clock;
  config: ResearchConfig;
}

export interface ResearchEngine {
  deps: ResearchDeps;
  workflow: LocalWorkflow;
  onCallEnded(event: CallEnded): Promise<void>;
  /** The call store as the agent's conversation store. */
  conversation: ConversationStore;
  /** Resumes researches left running by a previous process. */
  recover(): Promise<string[]>;
}

/** The research engine on DynamoDB and the local workflow runner (npm start, tests, bench). */
export function createLocalResearchEngine(options: ResearchEngineOptions): ResearchEngine {
  const { table } = options;
  let handleCallEnded: (event: unknown) => Promise<void> = async () => {};
  const onCallEnded = (event: CallEnded) => handleCallEnded(event);
  const calls = createDynamoCallStore(table);
  const deps = {
    researches: createDynamoResearchStore(table),
    calls,
    charges: createDynamoCallCharges(table),
    limits: createDynamoCallLimits(table),
    telephony: options.telephony(onCallEnded, calls),
    callSlots: createDynamoCallSlots(table, {
      quota: options.config.callQuota,
      leaseSeconds: CALL_SLOT_LEASE_SECONDS,
      clock: options.clock,
    }),
    extractor: options.extractor,
    deriveAsks: options.deriveAsks ?? deriveAsksByParser,
    mailer: options.mailer,
    contact: createDynamoContactLookup(table),
    places: options.places,
    reservations: createDynamoCreditReservations(table),
    clock: options.clock,
    config: options.config,
    extras: {
      visualizations: createDynamoVisualizationStore(table),
      preferences: createDynamoPreferenceStore(table),
    },
  } as Omit<ResearchDeps, 'workflow'> as ResearchDeps;
  const workflow = createLocalWorkflow(createWorkflowHandlers(deps));
  deps.workflow = workflow;
  handleCallEnded = createCallEndedHandler(deps);
  return { deps, workflow, onCallEnded, conversation: calls, recover: () => recoverResearches(deps) };
}
