import { join } from 'node:path';
import type { TranscriptTurn } from '#shared/contracts/research';
import { createFileRecordings } from '../adapters/local/file-recordings';
import { createRecordingRenderer, lazySpeechEngine } from '../adapters/local/tts/render';
import { buildVisualization, type VisualizationDraft, type VisualizedCall } from '../core/call/visualize';
import type { Recordings } from '../ports/recordings';
import type { LocalRoute } from './local-route';
import { loadOrCreateSecret } from './local-secrets';
import type { LocalSettings } from './local-settings';

/** The call capability's local pieces the research engine and the server plug in. */
export interface LocalCallMedia {
  /** Recordings as files under DATA_DIR/recordings. */
  recordings: Recordings;
  /** Renders a call's turns to a two-voice WAV (TTS_ENGINE: espeak-ng when installed, else mespeak). */
  renderRecording(turns: TranscriptTurn[]): Promise<Uint8Array>;
  /** Simulated seconds per wall-clock second of the phone network (SIMULATION_SPEED). */
  speed: number;
  /** Builds a visualization from a call's extracted data. */
  visualize(call: VisualizedCall): Promise<VisualizationDraft>;
  /** Serves the signed recording URLs; add to the runtime's `localRoutes`. */
  localRoutes: LocalRoute[];
}

/**
 * Builds the local call media: pass `recordings`, `renderRecording` and `speed` to the simulated
 * phone network (createSimulatedPhoneNetwork), `visualize` to the research routes, and
 * `localRoutes` to the server. The language model comes from `createLanguageModel(settings)`.
 */
export function createLocalCallMedia(settings: LocalSettings): LocalCallMedia {
  const { recordings, route } = createFileRecordings({
    dir: join(settings.DATA_DIR, 'recordings'),
    secret: loadOrCreateSecret(settings.DATA_DIR, 'recordings-signing'),
  });
  return {
    recordings,
    renderRecording: createRecordingRenderer(lazySpeechEngine(settings.TTS_ENGINE)),
    speed: settings.SIMULATION_SPEED,
    visualize: async (call) => buildVisualization(call),
    localRoutes: [route],
  };
}
