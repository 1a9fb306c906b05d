import { getRecording } from '#shared/contracts/research';
import { callApi } from '#web/lib/api-client';

/** A short-lived URL of a call's recording; fetched on play, never cached (it expires). */
export const fetchRecordingUrl = async (callId: string) =>
  (await callApi(getRecording, { params: { callId } })).url;
