import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { TranscriptTurn } from '#shared/contracts/research';
import type { TableRef } from '../adapters/aws/dynamo/items';
import {
  createSimulatedPhoneNetwork,
  type SimulatedPhoneNetwork,
} from '../adapters/local/phone-network/phone-network';
import type { DeriveAsks } from '../core/asks/derive-asks';
import { createConverse } from '../core/call/converse';
import { createCallExtractor } from '../core/call/extract';
import type { VisualizeCall } from '../core/research/call-media';
import { parseCallingWindow } from '../core/research/calling-window';
import type { ResearchConfig } from '../core/research/deps';
import type { ResearchHttpDeps } from '../http/research-deps';
import type { Clock } from '../ports/clock';
import type { Mailer } from '../ports/mailer';
import type { Places } from '../ports/places';
import type { Recordings } from '../ports/recordings';
import type { LocalSettings } from './local-settings';
import { researchConfigOf } from './research-config';
import { createLocalResearchEngine, type ResearchEngine } from './research-engine';

/** The research calling rules from parsed settings. */
export function researchConfigFrom(settings: LocalSettings, appUrl: string): ResearchConfig {
  return researchConfigOf(settings, {
    callingWindow: parseCallingWindow(settings.CALLING_WINDOW),
    // The simulated phone network runs SIMULATION_SPEED times faster than the wall clock.
    retryDelaySeconds: (settings.RETRY_DELAY_MINUTES * 60) / settings.SIMULATION_SPEED,
    appUrl,
  });
}

const notConfigured = async (): Promise<never> => {
  throw new Error('No recording store is configured');
};
/** Used until a recording store is wired: the network logs the failure and keeps the call unrecorded. */
const noRecordings: Recordings = {
  put: notConfigured,
  exists: async () => false,
  signedUrl: notConfigured,
  delete: async () => {},
};

export interface LocalResearchOptions {
  table: TableRef;
  config: ResearchConfig;
  model: LanguageModelV3;
  /** How questions become asks; the parser when absent. */
  deriveAsks?: DeriveAsks;
  mailer: Mailer;
  places: Places;
  clock: Clock;
  /** The recording store and renderer of the call capability; without them calls are not recorded. */
  recordings?: Recordings;
  renderRecording?(turns: TranscriptTurn[]): Promise<Uint8Array>;
  /** Simulated seconds per wall-clock second of the phone network. */
  speed?: number;
  /** The call capability's visualization generator; without it generation answers 503. */
  visualize?: VisualizeCall;
}

/** The research engine of `npm start`: the simulated phone network, the scripted model, the local workflow. */
export function createLocalResearch(options: LocalResearchOptions): {
  engine: ResearchEngine;
  network: SimulatedPhoneNetwork;
  http: ResearchHttpDeps;
} {
  let network: SimulatedPhoneNetwork | undefined;
  const engine = createLocalResearchEngine({
    table: options.table,
    telephony: (onCallEnded, conversation) => {
      const converse = createConverse({ store: conversation, model: options.model });
      network = createSimulatedPhoneNetwork({
        conversation,
        converse,
        recordings: options.recordings ?? noRecordings,
        renderRecording: options.renderRecording ?? notConfigured,
        onCallEnded,
        speed: options.speed,
      });
      return network;
    },
    extractor: createCallExtractor({ model: options.model }),
    deriveAsks: options.deriveAsks,
    mailer: options.mailer,
    places: options.places,
    clock: options.clock,
    config: options.config,
  });
  if (!network) throw new Error('The simulated phone network was not built');
  return {
    engine,
    network,
    http: { ...engine.deps, recordings: options.recordings ?? null, visualize: options.visualize ?? null },
  };
}
