import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateExtensionBody, createExtension } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { invalidateResearches } from './keys';

const postExtension = (body: CreateExtensionBody) => callApi(createExtension, { body });

/** Extends a research, or follows up with chosen calls; lists, details and calls become stale. */
export function useCreateExtension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postExtension,
    onSuccess: () => invalidateResearches(queryClient),
  });
}
