import type { Contract } from './define';

/** Endpoints of the places capability (filled in by its issue). */
export const placesContracts: Contract[] = [];
