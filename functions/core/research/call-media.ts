import type { Visualization } from '#shared/contracts/research';
import { DomainError } from '#shared/domain/errors';
import type { StoredCall } from '../../ports/call-store';
import type { Recordings } from '../../ports/recordings';
import type { ResearchDeps } from './deps';
import { getOwnCall } from './queries';

/** Seconds a recording URL stays valid. */
const RECORDING_URL_TTL_SECONDS = 300;

/** Builds a visualization from a call's extracted data (the call capability's generator). */
export type VisualizeCall = (
  call: StoredCall,
) => Promise<Pick<Visualization, 'type' | 'title' | 'description' | 'config'>>;

/** A short-lived URL of the user's call recording. */
export async function recordingUrl(
  deps: ResearchDeps,
  recordings: Recordings | null,
  userId: string,
  callId: string,
) {
  const call = await getOwnCall(deps, userId, callId);
  if (!call.recordingKey || !recordings || !(await recordings.exists(call.recordingKey))) {
    throw new DomainError('not_found', 'This call has no recording.');
  }
  const { url, expiresAt } = await recordings.signedUrl(call.recordingKey, RECORDING_URL_TTL_SECONDS);
  return { url, contentType: 'audio/wav', expiresAt: expiresAt.toISOString() };
}

/** Visualizations of the user's call. */
export async function listVisualizations(deps: ResearchDeps, userId: string, callId: string) {
  await getOwnCall(deps, userId, callId);
  return deps.extras.visualizations.listByCall(callId);
}

/** Generates and stores a visualization of the user's call from its extracted data. */
export async function generateVisualization(
  deps: ResearchDeps,
  visualize: VisualizeCall | null,
  userId: string,
  callId: string,
): Promise<Visualization> {
  const call = await getOwnCall(deps, userId, callId);
  if (!call.extractedData || Object.keys(call.extractedData).length === 0) {
    throw new DomainError('conflict', 'This call has no extracted data to visualize yet.');
  }
  if (!visualize)
    throw new DomainError('unavailable', 'Visualization generation is not available right now.');
  const draft = await visualize(call);
  const visualization: Visualization = {
    ...draft,
    id: `${callId}-viz-${deps.clock.now().getTime().toString(36)}`,
    callId,
    createdAt: deps.clock.now().toISOString(),
  };
  await deps.extras.visualizations.put(visualization);
  return visualization;
}
