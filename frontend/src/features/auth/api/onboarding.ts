import { queryOptions } from '@tanstack/react-query';
import {
  type Child,
  createChild,
  deleteChild,
  listChildren,
  type UpdateProfileBody,
  updateChild,
  updateUser,
} from '#shared/contracts/users';
import type { ChildGender } from '#shared/domain/validation';
import { callApi } from '#web/lib/api-client';

/** A child card being edited; `id` is set once the child is saved. */
export interface ChildDraft {
  key: string;
  id?: string;
  name: string;
  age: number | null;
  gender: ChildGender | '';
}

const childrenQueryKey = (userId: string) => ['children', userId] as const;

export const childrenQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: childrenQueryKey(userId),
    queryFn: () => callApi(listChildren, { params: { id: userId } }),
  });

export const saveProfile = (userId: string, body: UpdateProfileBody) =>
  callApi(updateUser, { params: { id: userId }, body });

/**
 * Makes the server's children match the cards: new cards are created, changed ones updated,
 * removed ones deleted, so going back to step 2 never duplicates a child.
 */
export async function syncChildren(userId: string, saved: Child[], drafts: ChildDraft[]): Promise<Child[]> {
  const keep = new Set(drafts.map((d) => d.id).filter(Boolean));
  await Promise.all(
    saved.filter((c) => !keep.has(c.id)).map((c) => callApi(deleteChild, { params: { childId: c.id } })),
  );
  const result: Child[] = [];
  for (const draft of drafts) {
    const gender: ChildGender | undefined = draft.gender || undefined;
    const body = { name: draft.name.trim(), age: Number(draft.age) };
    const before = saved.find((c) => c.id === draft.id);
    if (!draft.id || !before) result.push(await callApi(createChild, { body: { userId, ...body, gender } }));
    else if (before.name !== body.name || before.age !== body.age || before.gender !== gender) {
      result.push(
        await callApi(updateChild, {
          params: { childId: draft.id },
          body: { ...body, gender: gender ?? null },
        }),
      );
    } else result.push(before);
  }
  return result;
}
