import { z } from 'zod';
import { MESSAGES, OTP_LENGTH } from '../domain/validation-messages';
import type { Contract } from './define';
import { defineContract } from './define';
import { profileSchema } from './users';

/** Name of the httpOnly refresh-token cookie, limited to /api/auth. */
export const REFRESH_COOKIE = 'askaround_refresh';

const emailSchema = z
  .string({ message: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .regex(/^[^\s@]+@[^\s@]+$/, MESSAGES.invalidEmail);

/** The signed-in identity, with the profile once it exists. */
const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  profile: profileSchema.nullable(),
});

/** A fresh access token and when it expires. */
const accessTokenSchema = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  user: authUserSchema.pick({ id: true, email: true }),
});

export const sendOtp = defineContract({
  id: 'auth.sendOtp',
  method: 'POST',
  path: '/api/auth/send-otp',
  auth: false,
  summary: 'E-mail a 6-digit sign-in code (returned as demo_otp in demo mode only)',
  body: z.object({ email: emailSchema }).strict(),
  response: z.object({ success: z.literal(true), demo_otp: z.string().optional() }),
  maxBodyBytes: 1024,
});

export const verifyOtp = defineContract({
  id: 'auth.verifyOtp',
  method: 'POST',
  path: '/api/auth/verify-otp',
  auth: false,
  summary: 'Exchange a sign-in code for an access token and the refresh cookie',
  body: z
    .object({
      email: emailSchema,
      token: z
        .string()
        .trim()
        .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.invalidCode),
    })
    .strict(),
  response: accessTokenSchema.extend({ user: authUserSchema }),
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
