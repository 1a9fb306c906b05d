import type { AppConfig } from '#shared/contracts/config';
import { type CloudRuntimeSettings, required } from './cloud-settings';
import { operatorFrom } from './settings';

/** What the SPA is told about this deployment: calls on AWS are never simulated; sign-in is Cognito's. */
export function cloudAppConfig(settings: CloudRuntimeSettings): AppConfig {
  return {
    useSamplePhone: settings.USE_SAMPLE_PHONE,
    sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
    demoMode: settings.DEMO_MODE,
    simulatedCalls: false,
    auth: {
      provider: 'cognito',
      region: settings.AWS_REGION,
      userPoolId: required(settings, 'USER_POOL_ID'),
      userPoolClientId: required(settings, 'USER_POOL_CLIENT_ID'),
    },
    operator: operatorFrom(settings),
  };
}
