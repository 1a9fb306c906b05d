import type { PreferenceStore, VisualizationStore } from '../../ports/research-extras';

/** Stores hanging off a research: visualizations of its calls and live-updates preferences. */
export interface ResearchExtrasStores {
  visualizations: VisualizationStore;
  preferences: PreferenceStore;
}
