import type { Child, Profile, UpdateProfileBody } from '#shared/contracts/users';
import type { ChildDraft } from '../api/onboarding';
import { emptyLocation, type LocationDraft } from './location-step';

/**
 * A user with a name but no primary street or city goes on where this tab last was (a reload on
 * the children step stays there), else at the location step.
 */
export function initialStep(profile: Profile | null | undefined, remembered: number | null = null): number {
  if (!profile?.name?.trim()) return 0;
  if (profile.primaryStreet?.trim() && profile.primaryCity?.trim()) return 0;
  return remembered === 1 ? 1 : 2;
}

const stepKey = (userId: string) => `onboarding-step:${userId}`;

/** The step this tab last showed the user, if any (session storage outlives a reload). */
export function rememberedStep(userId: string): number | null {
  const saved = Number(sessionStorage.getItem(stepKey(userId)) ?? Number.NaN);
  return Number.isInteger(saved) ? saved : null;
}

export const rememberStep = (userId: string, step: number) =>
  sessionStorage.setItem(stepKey(userId), String(step));

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
