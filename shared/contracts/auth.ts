import type { Contract } from './define';

/** Endpoints of the auth capability (filled in by its issue). */
export const authContracts: Contract[] = [];
