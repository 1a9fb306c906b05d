import { createLocationPlaces } from '../adapters/aws/location-places';
import { createAwsClient } from '../adapters/aws/signed/aws-client';
import type { Places } from '../ports/places';
import { cloudAws } from './cloud-aws';
import type { CloudRuntimeSettings } from './cloud-settings';

/** Amazon Location Places v2, through the signed client (its SDK client is ≈ 60 ms of a cold start). */
export function cloudPlaces(settings: CloudRuntimeSettings): Places {
  return createLocationPlaces(
    createAwsClient({ ...cloudAws(settings.AWS_REGION), service: 'geo-places', host: 'places.geo' }),
  );
}
