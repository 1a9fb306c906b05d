import { DomainError } from '#shared/domain/errors';
import type { Clock } from '../../ports/clock';
import type { UserStore } from '../../ports/user-store';
import { newProfile, welcomeEntry } from '../users/new-profile';

export interface ConfirmedUserDeps {
  users: UserStore;
  clock: Clock;
}

/**
 * Runs once a managed identity provider (Amazon Cognito) has confirmed a new e-mail: claims the
 * e-mail for the provider's user id and creates the profile with its welcome credits. Safe to run
 * again for the same user (a retried trigger, parallel deliveries): the claim and the profile are
 * conditional writes, so the credits are granted exactly once.
 */
export function createConfirmedUserRegistration({ users, clock }: ConfirmedUserDeps) {
  return async function registerConfirmedUser(userId: string, email: string): Promise<void> {
    const now = clock.now().toISOString();
    const normalized = email.trim().toLowerCase();
    const owner = await users.claimEmail(normalized, userId, now);
    if (owner !== userId) {
      throw new DomainError('conflict', 'This e-mail address already belongs to another account.');
    }
    await users.createProfile(newProfile(userId, normalized, now), welcomeEntry(userId, now));
  };
}
