import type { AppConfig } from '../../shared/contracts/config';
import type { Authenticate } from './dispatch';

/**
 * Everything the HTTP handlers need, built by `functions/runtime` (local.ts or cloud.ts).
 * Each capability's route factory takes only the part it uses.
 */
export interface AppDeps {
  appConfig: AppConfig;
  authenticate: Authenticate;
}
