import type { AppConfig } from '#shared/contracts/config';
import { EMBEDDED_CONFIG } from '../../support/app-config';

type Answer = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch stub that serves the runtime configuration and hands every other request to `answer`. */
export function withAppConfig(answer: Answer, config: AppConfig = EMBEDDED_CONFIG) {
  return async (url: string, init: RequestInit = {}) =>
    url === '/api/config'
      ? new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } })
      : answer(url, init);
}
