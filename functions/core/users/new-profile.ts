import { randomUUID } from 'node:crypto';
import type { Profile } from '#shared/contracts/users';
import { WELCOME_CREDITS } from '#shared/domain/credits';
import type { LedgerEntry } from '../../ports/credit-ledger';

/** A new account's profile: free tier, welcome credits, nothing filled in yet. */
export function newProfile(id: string, email: string, now: string): Profile {
  return {
    id,
    email,
    name: '',
    primaryStreet: null,
    primaryIntersection: null,
    primaryCity: null,
    primaryState: null,
    secondaryStreet: null,
    secondaryIntersection: null,
    secondaryCity: null,
    secondaryState: null,
    primaryAddress: null,
    secondaryAddress: null,
    onboardingCompleted: false,
    credits: WELCOME_CREDITS,
    subscriptionTier: 'free',
    createdAt: now,
    updatedAt: now,
  };
}

/** The ledger entry written together with a new profile. */
export function welcomeEntry(userId: string, now: string): LedgerEntry {
  return {
    id: randomUUID(),
    userId,
    amount: WELCOME_CREDITS,
    kind: 'welcome_bonus',
    description: 'Welcome bonus',
    balanceAfter: WELCOME_CREDITS,
    createdAt: now,
  };
}
