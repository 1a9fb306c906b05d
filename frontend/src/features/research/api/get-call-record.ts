import { useQuery } from '@tanstack/react-query';
import { getCallRecord } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';
import { POLL_MS, researchKeys } from './keys';

/** One call with its transcript, loaded when `enabled` (the transcript is opened); polled while `live`. */
export const useCallRecord = (callId: string, enabled: boolean, live: boolean) =>
  useQuery({
    queryKey: researchKeys.callRecord(callId),
    queryFn: () => callApi(getCallRecord, { params: { callId } }),
    enabled,
    refetchInterval: live ? POLL_MS : false,
  });
