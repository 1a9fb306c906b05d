import { GeoPlacesClient } from '@aws-sdk/client-geo-places';
import { createLocationPlaces } from '../adapters/aws/location-places';
import type { Places } from '../ports/places';
import type { CloudRuntimeSettings } from './cloud-settings';

/** Amazon Location Places v2. */
export function cloudPlaces(settings: CloudRuntimeSettings): Places {
  return createLocationPlaces(new GeoPlacesClient({ region: settings.AWS_REGION }));
}
