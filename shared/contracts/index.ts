import { authContracts } from './auth';
import { billingContracts } from './billing';
import { chatContracts } from './chat';
import { configContracts } from './config';
import type { Contract } from './define';
import { placesContracts } from './places';
import { researchContracts } from './research';
import { usersContracts } from './users';

/** Every endpoint, grouped by capability: one Lambda function per capability on AWS. */
export const contractsByCapability = {
  config: configContracts,
  auth: authContracts,
  users: usersContracts,
  research: researchContracts,
  chat: chatContracts,
  places: placesContracts,
  billing: billingContracts,
} satisfies Record<string, readonly Contract[]>;

export type Capability = keyof typeof contractsByCapability;

export const allContracts: Contract[] = Object.values(contractsByCapability).flat();
