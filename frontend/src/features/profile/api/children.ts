import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateChildBody,
  createChild,
  deleteChild,
  listChildren,
  type UpdateChildBody,
  updateChild,
} from '#shared/contracts/users';
import { callApi } from '#web/lib/api-client';

/** Same key as onboarding's list, so both screens share one cached list. */
const childrenKey = (userId: string) => ['children', userId] as const;

const childrenQuery = (userId: string) =>
  queryOptions({
    queryKey: childrenKey(userId),
    queryFn: () => callApi(listChildren, { params: { id: userId } }),
    enabled: userId !== '',
  });

export const useChildren = (userId: string) => useQuery(childrenQuery(userId));

/** A child's new details: a new child has no id. */
export type ChildSave = { id?: string; body: UpdateChildBody & Pick<CreateChildBody, 'name' | 'age'> };

/** Adds, changes or removes a child, then re-reads the list. */
export function useChildMutations(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: childrenKey(userId) });
  const save = useMutation({
    mutationFn: ({ id, body }: ChildSave) =>
      id
        ? callApi(updateChild, { params: { childId: id }, body })
        : callApi(createChild, { body: { ...body, gender: body.gender ?? undefined, userId } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (childId: string) => callApi(deleteChild, { params: { childId } }),
    onSuccess: refresh,
  });
  return { save, remove };
}
