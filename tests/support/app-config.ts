import type { AppConfig } from '#shared/contracts/config';

/** `GET /api/config` of the embedded default: the app's own sign-in. */
export const EMBEDDED_CONFIG: AppConfig = {
  useSamplePhone: false,
  sampleDestinationPhone: null,
  demoMode: true,
  simulatedCalls: true,
  auth: { provider: 'own' },
  operator: {
    name: 'Askaround',
    jurisdiction: 'Ontario',
    supportEmail: 'help@example.com',
    postalAddress: '1 Main St',
  },
};
