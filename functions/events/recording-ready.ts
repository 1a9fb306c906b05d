import { basename } from 'node:path';
import * as z from '#shared/zod';
import { logger } from '../core/logger';
import type { StoredCall } from '../ports/call-store';

/** The part of an S3 "ObjectCreated" notification this handler reads. */
const s3EventSchema = z.object({
  Records: z.array(
    z.object({
      eventName: z.string(),
      s3: z.object({ object: z.object({ key: z.string().check(z.minLength(1)) }) }),
    }),
  ),
});

/** S3 event keys are URL-encoded with `+` for spaces. */
const decodeKey = (key: string) => decodeURIComponent(key.replace(/\+/g, ' '));

/** Amazon Connect names a recording `<prefix>/<yyyy>/<mm>/<dd>/<contactId>_<timestamp>.wav`. */
export function contactIdOfRecording(key: string): string | null {
  const match = /^([0-9a-fA-F-]{8,})_[^/]*\.wav$/.exec(basename(key));
  return match?.[1] ?? null;
}

export interface RecordingReadyDeps {
  findByContact(contactId: string): Promise<StoredCall | null>;
  setRecording(call: StoredCall, key: string): Promise<void>;
}

/**
 * The recordings bucket's ObjectCreated event: the recording Connect just wrote is stored on its
 * call. Returns the keys it stored. Redelivery stores the same key again.
 */
export function createRecordingReadyHandler(deps: RecordingReadyDeps) {
  return async (raw: unknown): Promise<string[]> => {
    const stored: string[] = [];
    for (const record of s3EventSchema.parse(raw).Records) {
      if (!record.eventName.startsWith('ObjectCreated:')) continue;
      const key = decodeKey(record.s3.object.key);
      const contactId = contactIdOfRecording(key);
      const call = contactId ? await deps.findByContact(contactId) : null;
      if (!call) {
        logger.info('Recording of a contact that is not one of our calls', { key });
        continue;
      }
      await deps.setRecording(call, key);
      stored.push(key);
    }
    return stored;
  };
}
