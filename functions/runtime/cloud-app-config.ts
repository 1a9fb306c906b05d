import type { AppConfig } from '../../shared/contracts/config';
import type { CloudRuntimeSettings } from './cloud-settings';
import { operatorFrom } from './settings';

/** What the SPA is told about this deployment; calls on AWS are never simulated. */
export function cloudAppConfig(settings: CloudRuntimeSettings): AppConfig {
  return {
    useSamplePhone: settings.USE_SAMPLE_PHONE,
    sampleDestinationPhone: settings.SAMPLE_DESTINATION_PHONE ?? null,
    demoMode: settings.DEMO_MODE,
    simulatedCalls: false,
    auth: { provider: 'own' },
    operator: operatorFrom(settings),
  };
}
