import type { Contract } from './define';

/** Endpoints of the chat capability (filled in by its issue). */
export const chatContracts: Contract[] = [];
