import type { VisualizeCall } from '../core/research/call-media';
import type { ResearchDeps } from '../core/research/deps';
import type { Recordings } from '../ports/recordings';

/** What the research routes need: the engine's ports, recordings and the visualization generator. */
export interface ResearchHttpDeps extends ResearchDeps {
  recordings: Recordings | null;
  visualize: VisualizeCall | null;
}
