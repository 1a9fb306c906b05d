import { getConfig } from '#shared/contracts/config';
import type { AppDeps } from './app-deps';
import { route } from './route';

export function createConfigRoutes(deps: Pick<AppDeps, 'appConfig'>) {
  return [route(getConfig, async () => deps.appConfig)];
}
