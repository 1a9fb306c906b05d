import { lazily } from '#shared/lazily';
import type { CallEnded } from '../ports/telephony';
import type { cloudConnect } from './cloud-connect';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * Amazon Connect loaded by the first request that needs it, for the functions that need it only on
 * some requests: the research API hangs up the calls of a stopped research, the sweeper describes
 * calls whose end never came. Loading the Connect client takes ≈ 120 ms (bench/README.md); a cold
 * start of these functions does not pay it. PlaceCall and contact-disconnected, which use Connect on
 * every request, load it at start (`cloudConnect`).
 */
export function lazyCloudConnect(
  settings: CloudRuntimeSettings,
  onCallEnded: (event: CallEnded) => Promise<void>,
): ReturnType<typeof cloudConnect> {
  const load = lazily(() => import('./cloud-connect').then((m) => m.cloudConnect(settings, onCallEnded)));
  return {
    placeCall: async (request) => (await load()).placeCall(request),
    hangUp: async (contactId) => (await load()).hangUp(contactId),
    describeContact: async (contactId) => (await load()).describeContact(contactId),
  };
}
