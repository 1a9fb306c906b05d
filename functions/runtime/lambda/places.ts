import { placesContracts } from '#shared/contracts/places';
import { createPlacesRoutes } from '../../http/places';
import { cloudPlaces } from '../cloud-places';
import { createCapabilityHandler } from './api-handler';

/** Lambda entry of the places routes: Amazon Location only. */
export const handler = createCapabilityHandler({
  capability: 'places',
  contracts: placesContracts,
  routes: ({ settings }) => createPlacesRoutes({ places: cloudPlaces(settings) }),
});
