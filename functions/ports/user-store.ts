import type { Child, Profile } from '#shared/contracts/users';
import type { LedgerEntry } from './credit-ledger';

/** The fields a profile update may set (already merged and validated by the use case). */
export type ProfileChanges = Partial<
  Omit<Profile, 'id' | 'email' | 'credits' | 'subscriptionTier' | 'createdAt'>
> & {
  updatedAt: string;
};

/** Identities (e-mail ↔ user id), profiles and children. */
export interface UserStore {
  /** The user id claimed by this e-mail, if any. */
  findUserIdByEmail(email: string): Promise<string | undefined>;
  /** Claims the e-mail for a new user id; returns the id that holds the claim (the winner of a race). */
  claimEmail(email: string, userId: string, createdAt: string): Promise<string>;
  /** The e-mail of a user id, if the identity exists. */
  getEmail(userId: string): Promise<string | undefined>;
  getProfile(userId: string): Promise<Profile | undefined>;
  /** Writes the profile and its welcome ledger entry together; false when a profile already exists. */
  createProfile(profile: Profile, welcome: LedgerEntry): Promise<boolean>;
  /** Applies changes to an existing profile; undefined when there is none. */
  updateProfile(userId: string, changes: ProfileChanges): Promise<Profile | undefined>;
  listChildren(userId: string): Promise<Child[]>;
  getChild(userId: string, childId: string): Promise<Child | undefined>;
  putChild(child: Child): Promise<void>;
  /** False when the child did not exist. */
  deleteChild(userId: string, childId: string): Promise<boolean>;
}
