import type { CreateProfileBody, Profile, UpdateProfileBody } from '#shared/contracts/users';
import { DomainError } from '#shared/domain/errors';
import type { Clock } from '../../ports/clock';
import type { ProfileChanges, UserStore } from '../../ports/user-store';
import { newProfile, welcomeEntry } from './new-profile';
import { mergeAddressChanges } from './profile-changes';

export interface ProfileDeps {
  users: UserStore;
  clock: Clock;
}

const notFound = () => new DomainError('not_found', 'Profile not found');

/** Reading, creating and changing the signed-in user's own profile. */
export function createProfiles({ users, clock }: ProfileDeps) {
  return {
    /** The caller's profile; another user's id is not found. */
    async get(callerId: string, userId: string): Promise<Profile> {
      const profile = callerId === userId ? await users.getProfile(userId) : undefined;
      if (!profile) throw notFound();
      return profile;
    },

    /** The caller's profile looked up by their own e-mail; any other e-mail is not found. */
    async getByEmail(callerId: string, email: string): Promise<Profile> {
      const owner = await users.findUserIdByEmail(email);
      if (owner !== callerId) throw notFound();
      return this.get(callerId, callerId);
    },

    /** Creates the caller's profile with 100 credits, the free tier and a welcome ledger entry. */
    async create(callerId: string, body: CreateProfileBody): Promise<Profile> {
      if (body.id !== undefined && body.id !== callerId) throw notFound();
      const email = await users.getEmail(callerId);
      if (!email) throw notFound();
      const now = clock.now().toISOString();
      const base = newProfile(callerId, email, now);
      const { id: _id, email: _email, credits: _c, subscriptionTier: _t, ...editable } = body;
      const profile: Profile = { ...base, ...mergeAddressChanges(base, { ...editable, updatedAt: now }) };
      const created = await users.createProfile(profile, welcomeEntry(callerId, now));
      if (!created) throw new DomainError('conflict', 'A profile already exists for this account.');
      return profile;
    },

    /** Applies the allowed changes to the caller's profile. */
    async update(callerId: string, userId: string, body: UpdateProfileBody): Promise<Profile> {
      const current = await this.get(callerId, userId);
      const { credits: _c, subscriptionTier: _t, email: _e, id: _i, ...editable } = body;
      const changes: ProfileChanges = mergeAddressChanges(current, {
        ...editable,
        updatedAt: clock.now().toISOString(),
      });
      const updated = await users.updateProfile(userId, changes);
      if (!updated) throw notFound();
      return updated;
    },
  };
}
