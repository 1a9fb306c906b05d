import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putLiveUpdates } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { researchKeys } from './keys';

type Input = { userId: string; researchId: string; enabled: boolean };

const saveLiveUpdates = ({ userId, researchId, enabled }: Input) =>
  callApi(putLiveUpdates, { params: { userId, researchId }, body: { enabled } });

/** Saves the live-updates preference, showing the new value at once. */
export function useSaveLiveUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLiveUpdates,
    onMutate: ({ userId, researchId, enabled }) => {
      queryClient.setQueryData(researchKeys.liveUpdates(userId, researchId), { enabled });
    },
  });
}
