import type { Capability } from '#shared/contracts/index';
import type { AppDeps } from './app-deps';
import { createAuthRoutes } from './auth';
import { createBillingRoutes } from './billing';
import { createChatRoutes } from './chat';
import { createConfigRoutes } from './config';
import { createPlacesRoutes } from './places';
import { createResearchRoutes } from './research';
import type { RouteDef } from './route';
import { createUsersRoutes } from './users';

/**
 * The route table: one factory per capability, each returning a route per contract
 * (docs/architecture.md "Route table and contracts").
 */
const routeFactories: Partial<Record<Capability, (deps: AppDeps) => RouteDef[]>> = {
  config: createConfigRoutes,
  auth: createAuthRoutes,
  users: createUsersRoutes,
  chat: createChatRoutes,
  places: createPlacesRoutes,
  billing: createBillingRoutes,
  research: createResearchRoutes,
};

/** Routes of the given capabilities (all implemented ones by default). */
export function buildRoutes(deps: AppDeps, only?: Capability[]): RouteDef[] {
  return Object.entries(routeFactories)
    .filter(([capability]) => !only || only.includes(capability as Capability))
    .flatMap(([, factory]) => factory(deps));
}
