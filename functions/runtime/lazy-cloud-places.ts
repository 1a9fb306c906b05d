import { lazily } from '#shared/lazily';
import type { Places } from '../ports/places';
import type { CloudRuntimeSettings } from './cloud-settings';

/**
 * Amazon Location Places, its client loaded by the first search: in the chat function only the
 * assistant's business search uses it, in the research API only a new research's or an extension's
 * search for businesses, so a cold start of either does not load it.
 */
export function lazyCloudPlaces(settings: CloudRuntimeSettings): Places {
  const load = lazily(() => import('./cloud-places').then((m) => m.cloudPlaces(settings)));
  return {
    searchText: async (search) => (await load()).searchText(search),
    suggest: async (text, options) => (await load()).suggest(text, options),
    reverse: async (lat, lon) => (await load()).reverse(lat, lon),
  };
}
