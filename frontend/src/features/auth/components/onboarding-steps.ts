import type { Child, Profile, UpdateProfileBody } from '#shared/contracts/users';
import type { ChildDraft } from '../api/onboarding';
import { emptyLocation, type LocationDraft } from './location-step';

/** A user with a name but no primary street or city starts at the location step. */
export function initialStep(profile: Profile | null | undefined): number {
  if (!profile?.name?.trim()) return 0;
  return !profile.primaryStreet?.trim() || !profile.primaryCity?.trim() ? 2 : 0;
}

let counter = 0;
export const newDraft = (): ChildDraft => ({ key: `new-${++counter}`, name: '', age: null, gender: '' });

export const toDrafts = (children: Child[]): ChildDraft[] =>
  children.map((c) => ({ key: c.id, id: c.id, name: c.name, age: c.age, gender: c.gender ?? '' }));

export function locationOf(
  profile: Profile | null | undefined,
  slot: 'primary' | 'secondary',
): LocationDraft {
  if (!profile) return emptyLocation();
  return {
    street: profile[`${slot}Street`] ?? '',
    intersection: profile[`${slot}Intersection`] ?? '',
    city: profile[`${slot}City`] ?? '',
    state: profile[`${slot}State`] ?? '',
  };
}

/** The final PATCH: trimmed values; the secondary location only when its street is non-empty. */
export function completionBody(primary: LocationDraft, secondary: LocationDraft): UpdateProfileBody {
  const hasSecondary = secondary.street.trim() !== '';
  const opt = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    primaryStreet: primary.street.trim(),
    primaryIntersection: opt(primary.intersection),
    primaryCity: primary.city.trim(),
    primaryState: primary.state.trim(),
    secondaryStreet: hasSecondary ? secondary.street.trim() : null,
    secondaryIntersection: hasSecondary ? opt(secondary.intersection) : null,
    secondaryCity: hasSecondary ? opt(secondary.city) : null,
    secondaryState: hasSecondary ? opt(secondary.state) : null,
    onboardingCompleted: true,
  };
}
