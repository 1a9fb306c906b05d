import type { Contract } from './define';

/** Endpoints of the billing capability (filled in by its issue). */
export const billingContracts: Contract[] = [];
