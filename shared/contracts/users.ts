import type { Contract } from './define';

/** Endpoints of the users capability (filled in by its issue). */
export const usersContracts: Contract[] = [];
