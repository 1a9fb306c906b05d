import type { LedgerEntry } from '#functions/ports/credit-ledger';
import { epochSeconds, getItem, isConditionFailure, type TableRef } from './items';
import { keys } from './keys';

const MAX_ATTEMPTS = 40;
const EVENT_RETENTION_DAYS = 90;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const jitter = (attempt: number) => pause(Math.random() * Math.min(200, 10 * (attempt + 1)));

/** Pieces of every ledger write: the processed-event marker, entries, and the retry loop. */
export function createLedgerWrites(table: TableRef, now: () => Date) {
  const { tableName: TableName } = table;
  const eventPut = (eventId: string) => ({
    Put: {
      TableName,
      Item: {
        ...keys.stripeEvent(eventId),
        entity: 'stripeEvent',
        eventId,
        processedAt: now().toISOString(),
        // TTL reads compare with the system clock, so retention counts from it too.
        expiresAt: epochSeconds(new Date()) + EVENT_RETENTION_DAYS * 86400,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  });
  const entryPut = (entry: LedgerEntry) => ({
    Put: {
      TableName,
      Item: { ...keys.ledgerEntry(entry.userId, entry.createdAt, entry.id), entity: 'ledger', ...entry },
    },
  });
  const eventSeen = async (eventId?: string) =>
    eventId !== undefined && (await getItem(table, keys.stripeEvent(eventId), true)) !== undefined;

  /** Runs a guarded write until it applies, its event turns out processed, or its guard says no. */
  async function retrying(
    eventId: string | undefined,
    attemptWrite: () => Promise<'applied' | 'not_due' | 'no_account'>,
  ) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (await eventSeen(eventId)) return 'duplicate' as const;
      try {
        return await attemptWrite();
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await jitter(attempt);
      }
    }
    if (await eventSeen(eventId)) return 'duplicate' as const;
    throw new Error('Credit ledger write kept conflicting');
  }

  return { eventPut, entryPut, eventSeen, retrying };
}
