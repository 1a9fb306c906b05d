import { createDynamoCallStore } from '../../adapters/aws/dynamo/call-store';
import { createRecordingReadyHandler } from '../../events/recording-ready';
import { readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { observed } from './observability';

function createHandler(env: Record<string, string | undefined>) {
  const calls = createDynamoCallStore(cloudTable(readCloudSettings(env)));
  return createRecordingReadyHandler({
    findByContact: (contactId) => calls.findByContact(contactId),
    setRecording: (call, key) => calls.update(call.researchId, call.id, { recordingKey: key }),
  });
}

let handle: ReturnType<typeof createHandler> | undefined;

/** Lambda entry of the recordings bucket's S3 ObjectCreated notification (table only). */
export const handler = observed(async (event: unknown) => {
  handle ??= createHandler(process.env);
  return { stored: await handle(event) };
});
