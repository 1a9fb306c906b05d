import type { Capability } from '../../shared/contracts';
import type { AppDeps } from './app-deps';
import { createConfigRoutes } from './config';
import type { RouteDef } from './route';

/** The route table: one factory per capability, each returning a route per contract. */
export const routeFactories: Partial<Record<Capability, (deps: AppDeps) => RouteDef[]>> = {
  config: createConfigRoutes,
};

/** Routes of the given capabilities (all implemented ones by default). */
export function buildRoutes(deps: AppDeps, only?: Capability[]): RouteDef[] {
  return Object.entries(routeFactories)
    .filter(([capability]) => !only || only.includes(capability as Capability))
    .flatMap(([, factory]) => factory(deps));
}
