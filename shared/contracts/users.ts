import { z } from 'zod';
import { CHILD_GENDERS, DISTANCE_UNITS } from '../domain/validation';
import { CHILD_AGE_MAX, CHILD_MESSAGES, MESSAGES } from '../domain/validation-messages';
import { idSchema, isoDateSchema, requiredText, text } from './common';
import type { Contract } from './define';
import { defineContract } from './define';

const SUBSCRIPTION_TIERS = ['free', 'basic', 'pro', 'enterprise'] as const;
export const subscriptionTierSchema = z.enum(SUBSCRIPTION_TIERS);

const field = z.string().nullable();

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
  primaryPostalCode: field.optional(),
  secondaryPostalCode: field.optional(),
  primaryAddress: field,
  secondaryAddress: field,
  onboardingCompleted: z.boolean(),
  credits: z.number().int(),
  subscriptionTier: subscriptionTierSchema,
  /** Whether the agent may tell businesses about the children; new researches start with it, none overrides it. */
  shareChildrenInfo: z.boolean().optional(),
  /** Miles or kilometres for radii and distances (miles when unset). */
  distanceUnit: z.enum(DISTANCE_UNITS).optional(),
  /** Shows developer details such as raw JSON. */
  developerMode: z.boolean().optional(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const childGenderSchema = z.enum(CHILD_GENDERS);

/** A child of the signed-in user; age in whole years plus months, gender and needs optional. */
export const childSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  age: z.number(),
  ageMonths: z.number().int().min(0).max(11).optional(),
  gender: childGenderSchema.optional(),
  /** Allergies, special needs or anything a business should know. */
  needs: z.string().optional(),
  createdAt: isoDateSchema,
});
export type Child = z.infer<typeof childSchema>;

const optionalText = (max: number) => text(max).nullable().optional();
const emailText = z.string().trim().toLowerCase().max(254);
const lockedField = (name: string) => z.never({ message: `${name} cannot be changed` }).optional();

/** Editable profile fields; the server owns credits, tier, e-mail and id. */
const editableShape = {
  name: text(120).optional(),
  primaryStreet: optionalText(200),
  primaryIntersection: optionalText(200),
  primaryCity: optionalText(120),
  primaryState: optionalText(120),
  secondaryStreet: optionalText(200),
  secondaryIntersection: optionalText(200),
  secondaryCity: optionalText(120),
  secondaryState: optionalText(120),
  primaryPostalCode: optionalText(20),
  secondaryPostalCode: optionalText(20),
  primaryAddress: optionalText(400),
  secondaryAddress: optionalText(400),
  onboardingCompleted: z.boolean().optional(),
  shareChildrenInfo: z.boolean().optional(),
  distanceUnit: z.enum(DISTANCE_UNITS).optional(),
  developerMode: z.boolean().optional(),
};

const createProfileBodySchema = z
  .object({
    ...editableShape,
    id: idSchema.optional(),
    email: emailText.optional(),
    // Accepted so older clients that send them keep working, then ignored: the server decides.
    credits: z.number().optional(),
    subscriptionTier: z.string().max(40).optional(),
  })
  .strict();
export type CreateProfileBody = z.infer<typeof createProfileBodySchema>;

const updateProfileBodySchema = z
  .object({
    ...editableShape,
    credits: lockedField('credits'),
    subscriptionTier: lockedField('subscriptionTier'),
    email: lockedField('email'),
    id: lockedField('id'),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const childName = requiredText(120, 'Please enter the child name');
const childAge = z.number().int().min(0).max(CHILD_AGE_MAX);
const childMonths = z.number().int().min(0, CHILD_MESSAGES.months).max(11, CHILD_MESSAGES.months);
const childNeeds = z.string().trim().max(300, 'Needs can be at most 300 characters');

const createChildBodySchema = z
  .object({
    userId: idSchema.optional(),
    name: childName,
    age: childAge,
    ageMonths: childMonths.optional(),
    gender: childGenderSchema.optional(),
    needs: childNeeds.optional(),
  })
  .strict()
  .refine((c) => c.age > 0 || (c.ageMonths ?? 0) > 0, { message: CHILD_MESSAGES.age, path: ['age'] });
export type CreateChildBody = z.infer<typeof createChildBodySchema>;

const updateChildBodySchema = z
  .object({
    name: childName.optional(),
    age: childAge.optional(),
    ageMonths: childMonths.optional(),
    gender: childGenderSchema.nullable().optional(),
    needs: childNeeds.optional(),
  })
  .strict();
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;

const userIdParams = z.object({ id: idSchema }).strict();
const childIdParams = z.object({ childId: idSchema }).strict();

export const getUser = defineContract({
  id: 'users.get',
  method: 'GET',
  path: '/api/users/{id}',
  auth: true,
  summary: "The signed-in user's profile; any other id answers 404",
  params: userIdParams,
  response: profileSchema,
});

export const getUserByEmail = defineContract({
  id: 'users.getByEmail',
  method: 'GET',
  path: '/api/users/email/{email}',
  auth: true,
  summary: "The signed-in user's profile by their own e-mail; any other e-mail answers 404",
  params: z.object({ email: emailText.min(3, MESSAGES.invalidEmail) }).strict(),
  response: profileSchema,
});

export const createUser = defineContract({
  id: 'users.create',
  method: 'POST',
  path: '/api/users',
  auth: true,
  summary: 'Create the profile of the signed-in user (100 credits, free tier)',
  body: createProfileBodySchema,
  response: profileSchema,
  successStatus: 201,
  maxBodyBytes: 8 * 1024,
});

export const updateUser = defineContract({
  id: 'users.update',
  method: 'PATCH',
  path: '/api/users/{id}',
  auth: true,
  summary: "Change the signed-in user's profile (not credits, tier, e-mail or id)",
  params: userIdParams,
  body: updateProfileBodySchema,
  response: profileSchema,
  maxBodyBytes: 8 * 1024,
});

export const listChildren = defineContract({
  id: 'users.children.list',
  method: 'GET',
  path: '/api/users/{id}/children',
  auth: true,
  summary: "The signed-in user's children",
  params: userIdParams,
  response: z.array(childSchema),
});

export const createChild = defineContract({
  id: 'users.children.create',
  method: 'POST',
  path: '/api/children',
  auth: true,
  summary: 'Add a child to the signed-in user',
  body: createChildBodySchema,
  response: childSchema,
  successStatus: 201,
  maxBodyBytes: 4 * 1024,
});

export const updateChild = defineContract({
  id: 'users.children.update',
  method: 'PATCH',
  path: '/api/children/{childId}',
  auth: true,
  summary: "Change one of the signed-in user's children",
  params: childIdParams,
  body: updateChildBodySchema,
  response: childSchema,
  maxBodyBytes: 4 * 1024,
});

export const deleteChild = defineContract({
  id: 'users.children.delete',
  method: 'DELETE',
  path: '/api/children/{childId}',
  auth: true,
  summary: "Remove one of the signed-in user's children",
  params: childIdParams,
  response: z.undefined(),
  successStatus: 204,
});

/** Endpoints of the users capability: profile and children. */
export const usersContracts: Contract[] = [
  getUser,
  getUserByEmail,
  createUser,
  updateUser,
  listChildren,
  createChild,
  updateChild,
  deleteChild,
];
