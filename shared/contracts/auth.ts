import { MESSAGES, OTP_LENGTH } from '../domain/validation-messages';
import * as z from '../zod';
import type { Contract } from './define';
import { defineContract } from './define';
import { profileSchema } from './user-records';

/** Name of the httpOnly refresh-token cookie, limited to /api/auth. */
export const REFRESH_COOKIE = 'askaround_refresh';

const emailSchema = z
  .string({ message: MESSAGES.invalidEmail })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(254, MESSAGES.invalidEmail),
    z.regex(/^[^\s@]+@[^\s@]+$/, MESSAGES.invalidEmail),
  );

/** The signed-in identity, with the profile once it exists. */
const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  profile: z.nullable(profileSchema),
});

/** A fresh access token and when it expires. */
const accessTokenSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: z.pick(authUserSchema, { id: true, email: true }),
});

export const sendOtp = defineContract({
  id: 'auth.sendOtp',
  method: 'POST',
  path: '/api/auth/send-otp',
  auth: false,
  summary: 'E-mail a 6-digit sign-in code (returned as demo_otp in demo mode only)',
  body: z.strictObject({ email: emailSchema }),
  response: z.object({ success: z.literal(true), demo_otp: z.optional(z.string()) }),
  maxBodyBytes: 1024,
});

export const verifyOtp = defineContract({
  id: 'auth.verifyOtp',
  method: 'POST',
  path: '/api/auth/verify-otp',
  auth: false,
  summary: 'Exchange a sign-in code for an access token and the refresh cookie',
  body: z.strictObject({
    email: emailSchema,
    token: z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.invalidCode)),
  }),
  response: z.extend(accessTokenSchema, { user: authUserSchema }),
  maxBodyBytes: 1024,
});

export const refreshSession = defineContract({
  id: 'auth.refresh',
  method: 'POST',
  path: '/api/auth/refresh',
  auth: false,
  summary: 'Rotate the refresh cookie and return a new access token',
  response: accessTokenSchema,
});

export const getSession = defineContract({
  id: 'auth.session',
  method: 'GET',
  path: '/api/auth/session',
  auth: false,
  summary: 'Same as refresh, for a page load: rotate the cookie, return an access token',
  response: accessTokenSchema,
});

export const signOut = defineContract({
  id: 'auth.signOut',
  method: 'POST',
  path: '/api/auth/signout',
  auth: false,
  summary: 'Revoke the refresh token and clear its cookie',
  response: z.undefined(),
  successStatus: 204,
});

/** Endpoints of the auth capability: one-time codes and tokens. */
export const authContracts: Contract[] = [sendOtp, verifyOtp, refreshSession, getSession, signOut];
