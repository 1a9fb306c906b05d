import { createDynamoCreditReservations } from '../adapters/aws/dynamo/call-reservations';
import type { TableRef } from '../adapters/aws/dynamo/items';
import { createLocalWorkflow, type LocalWorkflow } from '../adapters/local/workflow/runner';
import type { DeriveAsks } from '../core/asks/derive-asks';
import { parseAsksLater } from '../core/asks/parse-asks-later';
import type { CallExtractor, ResearchConfig, ResearchDeps } from '../core/research/deps';
import { recoverResearches } from '../core/research/recover';
import { createCallEndedHandler } from '../events/call-ended';
import type { ConversationStore } from '../ports/call-conversation';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { Places } from '../ports/places';
import type { CallEnded, Telephony } from '../ports/telephony';
import { createWorkflowHandlers } from '../workflow/handlers';
import { tableResearchPorts } from './research-ports';

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
  const ports = tableResearchPorts(table, { callQuota: options.config.callQuota, clock: options.clock });
  const { calls } = ports;
  const deps = {
    ...ports,
    telephony: options.telephony(onCallEnded, calls),
    extractor: options.extractor,
    deriveAsks: options.deriveAsks ?? parseAsksLater,
    mailer: options.mailer,
    places: options.places,
    reservations: createDynamoCreditReservations(table),
    clock: options.clock,
    config: options.config,
  } as Omit<ResearchDeps, 'workflow'> as ResearchDeps;
  const workflow = createLocalWorkflow(createWorkflowHandlers(deps));
  deps.workflow = workflow;
  handleCallEnded = createCallEndedHandler(deps);
  return { deps, workflow, onCallEnded, conversation: calls, recover: () => recoverResearches(deps) };
}
