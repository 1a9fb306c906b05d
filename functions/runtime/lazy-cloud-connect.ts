import { lazily } from '#shared/lazily';
import type { CallEnded } from '../ports/telephony';
import type { cloudConnect } from './cloud-connect';
import type { CloudRuntimeSettings } from './cloud-settings';

export interface LazyConnectOptions {
  /**
   * Start loading when built instead of on first use, for the functions that build it on their
   * first request and use it on every request after their table reads.
   */
  loadNow?: boolean;
}

/**
 * Amazon Connect in a chunk of its own, not loaded at start: loading the Connect client (one 700 KB
 * CommonJS file) takes ≈ 45 ms of CPU, which a cold start does not pay. The research API (hanging
 * up the calls of a stopped research) and the sweeper (describing calls whose end never came) need
 * it only on some requests and load it on first use. PlaceCall and contact-disconnected use it on
 * every request and start loading it at their first request, when they build it (`loadNow`),
 * before the table round trips that come first: PlaceCall's three or four before it dials,
 * contact-disconnected's lookup of the call before DescribeContact. The load is one synchronous
 * require, so it overlaps the round trip in flight while it runs (docs/deploy.md, "Bundles"). A
 * failed load is tried again by the next use; an early load's failure is reported by the uses.
 */
export function lazyCloudConnect(
  settings: CloudRuntimeSettings,
  onCallEnded: (event: CallEnded) => Promise<void>,
  { loadNow = false }: LazyConnectOptions = {},
): ReturnType<typeof cloudConnect> {
  const load = lazily(() => import('./cloud-connect').then((m) => m.cloudConnect(settings, onCallEnded)));
  if (loadNow) load().catch(() => {});
  return {
    placeCall: async (request) => (await load()).placeCall(request),
    hangUp: async (contactId) => (await load()).hangUp(contactId),
    describeContact: async (contactId) => (await load()).describeContact(contactId),
  };
}
