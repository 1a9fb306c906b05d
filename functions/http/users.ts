import {
  createChild,
  createUser,
  deleteChild,
  getUser,
  getUserByEmail,
  listChildren,
  updateChild,
  updateUser,
} from '#shared/contracts/users';
import { createChildren } from '../core/users/children';
import { createProfiles } from '../core/users/profiles';
import type { AppDeps } from './app-deps';
import type { IdentityDeps } from './identity-deps';
import { Reply, route } from './route';

/** Profile and children of the signed-in user; other users' ids answer 404. */
export function createUsersRoutes(deps: Pick<AppDeps, 'clock'> & { identity: Pick<IdentityDeps, 'users'> }) {
  const store = { users: deps.identity.users, clock: deps.clock };
  const profiles = createProfiles(store);
  const children = createChildren(store);
  return [
    route(getUser, async ({ params }, ctx) => profiles.get(ctx.userId, params.id)),
    route(getUserByEmail, async ({ params }, ctx) => profiles.getByEmail(ctx.userId, params.email)),
    route(createUser, async ({ body }, ctx) => profiles.create(ctx.userId, body)),
    route(updateUser, async ({ params, body }, ctx) => profiles.update(ctx.userId, params.id, body)),
    route(listChildren, async ({ params }, ctx) => children.list(ctx.userId, params.id)),
    route(createChild, async ({ body }, ctx) => children.create(ctx.userId, body)),
    route(updateChild, async ({ params, body }, ctx) => children.update(ctx.userId, params.childId, body)),
    route(deleteChild, async ({ params }, ctx) => {
      await children.remove(ctx.userId, params.childId);
      return new Reply(undefined, { status: 204 });
    }),
  ];
}
