import * as z from '../zod';
import { defineContract } from './define';

/** Who signs parents in: the app's own e-mail codes (embedded default) or Amazon Cognito (AWS). */
export const authConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('own') }),
  z.object({
    provider: z.literal('cognito'),
    region: z.string(),
    userPoolId: z.string(),
    userPoolClientId: z.string(),
  }),
]);
export type AuthConfig = z.infer<typeof authConfigSchema>;

const appConfigSchema = z.object({
  useSamplePhone: z.boolean(),
  sampleDestinationPhone: z.nullable(z.string()),
  demoMode: z.boolean(),
  simulatedCalls: z.boolean(),
  auth: authConfigSchema,
  /** Who runs the service, named in the terms and support texts. */
  operator: z.object({
    name: z.string(),
    jurisdiction: z.string(),
    supportEmail: z.string(),
    postalAddress: z.string(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** Public app configuration: test-mode phone and whether calls are simulated. */
export const getConfig = defineContract({
  id: 'config.get',
  method: 'GET',
  path: '/api/config',
  auth: false,
  summary: 'App configuration shown by the SPA (test mode, demo mode)',
  response: appConfigSchema,
});

export const configContracts = [getConfig];
