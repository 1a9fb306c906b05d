import type { Visualization } from '#shared/contracts/research';

/** Stores the visualizations generated from a call's extracted data. */
export interface VisualizationStore {
  put(visualization: Visualization): Promise<void>;
  listByCall(callId: string): Promise<Visualization[]>;
  deleteByCall(callId: string): Promise<void>;
}

/** The per-research live-updates preference of a user (default on). */
export interface PreferenceStore {
  getLiveUpdates(userId: string, researchId: string): Promise<boolean | null>;
  putLiveUpdates(userId: string, researchId: string, enabled: boolean): Promise<void>;
  deleteLiveUpdates(userId: string, researchId: string): Promise<void>;
}
