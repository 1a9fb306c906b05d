import { DISTANCE_UNITS } from '../domain/validation';
import { CHILD_AGE_MAX, CHILD_MESSAGES, MESSAGES } from '../domain/validation-messages';
import * as z from '../zod';
import { idSchema, requiredText, text } from './common';
import type { Contract } from './define';
import { defineContract } from './define';
import { childGenderSchema, childSchema, profileSchema } from './user-records';

/** The records' types (user-records.ts holds their schemas). */
export type Profile = z.infer<typeof profileSchema>;
export type Child = z.infer<typeof childSchema>;

const optionalText = (max: number) => z.optional(z.nullable(text(max)));
const emailText = z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254));
const lockedField = (name: string) => z.optional(z.never({ message: `${name} cannot be changed` }));

/** Editable profile fields; the server owns credits, tier, e-mail and id. */
const editableShape = {
  name: z.optional(text(120)),
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
  onboardingCompleted: z.optional(z.boolean()),
  shareChildrenInfo: z.optional(z.boolean()),
  distanceUnit: z.optional(z.enum(DISTANCE_UNITS)),
  developerMode: z.optional(z.boolean()),
};

const createProfileBodySchema = z.strictObject({
  ...editableShape,
  id: z.optional(idSchema),
  email: z.optional(emailText),
  // Accepted so older clients that send them keep working, then ignored: the server decides.
  credits: z.optional(z.number()),
  subscriptionTier: z.optional(z.string().check(z.maxLength(40))),
});
export type CreateProfileBody = z.infer<typeof createProfileBodySchema>;

const updateProfileBodySchema = z.strictObject({
  ...editableShape,
  credits: lockedField('credits'),
  subscriptionTier: lockedField('subscriptionTier'),
  email: lockedField('email'),
  id: lockedField('id'),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

const childName = requiredText(120, 'Please enter the child name');
const childAge = z.int().check(z.minimum(0), z.maximum(CHILD_AGE_MAX));
const childMonths = z.int().check(z.minimum(0, CHILD_MESSAGES.months), z.maximum(11, CHILD_MESSAGES.months));
const childNeeds = z.string().check(z.trim(), z.maxLength(300, 'Needs can be at most 300 characters'));

const createChildBodySchema = z
  .strictObject({
    userId: z.optional(idSchema),
    name: childName,
    age: childAge,
    ageMonths: z.optional(childMonths),
    gender: z.optional(childGenderSchema),
    needs: z.optional(childNeeds),
  })
  .check(
    z.refine((c) => c.age > 0 || (c.ageMonths ?? 0) > 0, { message: CHILD_MESSAGES.age, path: ['age'] }),
  );
export type CreateChildBody = z.infer<typeof createChildBodySchema>;

const updateChildBodySchema = z.strictObject({
  name: z.optional(childName),
  age: z.optional(childAge),
  ageMonths: z.optional(childMonths),
  gender: z.optional(z.nullable(childGenderSchema)),
  needs: z.optional(childNeeds),
});
export type UpdateChildBody = z.infer<typeof updateChildBodySchema>;

const userIdParams = z.strictObject({ id: idSchema });
const childIdParams = z.strictObject({ childId: idSchema });

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
  params: z.strictObject({ email: emailText.check(z.minLength(3, MESSAGES.invalidEmail)) }),
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
