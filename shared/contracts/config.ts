import { z } from 'zod';
import { defineContract } from './define';

export const appConfigSchema = z.object({
  useSamplePhone: z.boolean(),
  sampleDestinationPhone: z.string().nullable(),
  demoMode: z.boolean(),
  simulatedCalls: z.boolean(),
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
