import { CHILD_GENDERS, DISTANCE_UNITS } from '../domain/validation';
import * as z from '../zod';
import { isoDateSchema } from './common';

/*
 * A user's profile and children as the API returns them and the table stores them. Apart from the
 * user contracts (users.ts, which also names their types), so that the functions that only read
 * profiles — billing, the research workflow — build none of those contracts' schemas at start.
 */

const SUBSCRIPTION_TIERS = ['free', 'basic', 'pro', 'enterprise'] as const;
export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

const field = z.nullable(z.string());

/** A user profile as the API returns it. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  primaryStreet: field,
  primaryIntersection: field,
  primaryCity: field,
  primaryState: field,
  secondaryStreet: field,
  secondaryIntersection: field,
  secondaryCity: field,
  secondaryState: field,
  primaryPostalCode: z.optional(field),
  secondaryPostalCode: z.optional(field),
  primaryAddress: field,
  secondaryAddress: field,
  onboardingCompleted: z.boolean(),
  credits: z.int(),
  subscriptionTier: subscriptionTierSchema,
  /** Whether the agent may tell businesses about the children; new researches start with it, none overrides it. */
  shareChildrenInfo: z.optional(z.boolean()),
  /** Miles or kilometres for radii and distances (miles when unset). */
  distanceUnit: z.optional(z.enum(DISTANCE_UNITS)),
  /** Shows developer details such as raw JSON. */
  developerMode: z.optional(z.boolean()),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});

export const childGenderSchema = z.enum(CHILD_GENDERS);

/** A child of the signed-in user; age in whole years plus months, gender and needs optional. */
export const childSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  age: z.number(),
  ageMonths: z.optional(z.int().check(z.minimum(0), z.maximum(11))),
  gender: z.optional(childGenderSchema),
  /** Allergies, special needs or anything a business should know. */
  needs: z.optional(z.string()),
  createdAt: isoDateSchema,
});
