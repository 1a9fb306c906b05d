import { randomUUID } from 'node:crypto';
import type { Child, CreateChildBody, UpdateChildBody } from '#shared/contracts/users';
import { DomainError } from '#shared/domain/errors';
import { CHILD_MESSAGES } from '#shared/domain/validation-messages';
import type { Clock } from '../../ports/clock';
import type { UserStore } from '../../ports/user-store';

const notFound = () => new DomainError('not_found', 'Child not found');

/** The signed-in user's children; another user's children are not found. */
export function createChildren({ users, clock }: { users: UserStore; clock: Clock }) {
  return {
    async list(callerId: string, userId: string): Promise<Child[]> {
      if (callerId !== userId || !(await users.getProfile(userId)))
        throw new DomainError('not_found', 'Profile not found');
      return users.listChildren(userId);
    },

    async create(callerId: string, body: CreateChildBody): Promise<Child> {
      if (body.userId !== undefined && body.userId !== callerId)
        throw new DomainError('not_found', 'Profile not found');
      if (!(await users.getProfile(callerId))) throw new DomainError('not_found', 'Profile not found');
      const child: Child = {
        id: randomUUID(),
        userId: callerId,
        name: body.name,
        age: body.age,
        ...(body.ageMonths !== undefined ? { ageMonths: body.ageMonths } : {}),
        ...(body.gender ? { gender: body.gender } : {}),
        ...(body.needs ? { needs: body.needs } : {}),
        createdAt: clock.now().toISOString(),
      };
      await users.putChild(child);
      return child;
    },

    async update(callerId: string, childId: string, body: UpdateChildBody): Promise<Child> {
      const current = await users.getChild(callerId, childId);
      if (!current) throw notFound();
      const { gender: _gender, needs: _needs, ...kept } = current;
      const gender = body.gender === undefined ? current.gender : (body.gender ?? undefined);
      const needs = body.needs === undefined ? current.needs : body.needs || undefined;
      const child: Child = {
        ...kept,
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.age !== undefined ? { age: body.age } : {}),
        ...(body.ageMonths !== undefined ? { ageMonths: body.ageMonths } : {}),
        ...(gender ? { gender } : {}),
        ...(needs ? { needs } : {}),
      };
      if ((child.age ?? 0) + (child.ageMonths ?? 0) <= 0)
        throw new DomainError('invalid_input', CHILD_MESSAGES.age);
      await users.putChild(child);
      return child;
    },

    async remove(callerId: string, childId: string): Promise<void> {
      if (!(await users.deleteChild(callerId, childId))) throw notFound();
    },
  };
}
