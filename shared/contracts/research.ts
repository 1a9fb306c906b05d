import type { Contract } from './define';

/** Endpoints of the research capability (filled in by its issue). */
export const researchContracts: Contract[] = [];
