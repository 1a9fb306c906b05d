import { describe, expect, it } from 'vitest';
import { createConfigRoutes } from '#functions/http/config';
import { createApiHandler } from '#functions/http/dispatch';
import { type AppConfig, getConfig } from '#shared/contracts/config';
import { EMBEDDED_CONFIG } from '../../support/app-config';

describe('GET /api/config', () => {
  it('returns the test-mode phone settings without a token', async () => {
    const appConfig: AppConfig = {
      ...EMBEDDED_CONFIG,
      useSamplePhone: true,
      sampleDestinationPhone: '+14165550100',
    };
    const handler = createApiHandler(createConfigRoutes({ appConfig }), async () => null);
    const res = await handler({
      resource: getConfig.path,
      path: getConfig.path,
      httpMethod: 'GET',
      headers: {},
    } as never);
    expect(res.status).toBe(200);
    expect(getConfig.response.parse(await res.json())).toEqual(appConfig);
  });
});
