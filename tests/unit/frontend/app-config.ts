import type { AppConfig } from '../../../shared/contracts/config';

/** `GET /api/config` of the embedded default: the app's own sign-in. */
const EMBEDDED_CONFIG: AppConfig = {
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

type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch stub that serves the runtime configuration and hands every other request to `answer`. */
export function withAppConfig(answer: Answer, config: AppConfig = EMBEDDED_CONFIG) {
  return async (url: string, init: RequestInit = {}) =>
    url === '/api/config'
      ? new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } })
      : answer(url, init);
}
