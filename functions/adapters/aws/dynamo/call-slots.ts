import type { CallSlots } from '#functions/ports/call-slots';
import type { Clock } from '#functions/ports/clock';
import { DeleteCommand, PutCommand, QueryCommand } from './commands';
import { epochSeconds, isConditionFailure, type TableRef } from './items';
import { keys } from './keys';

export interface CallSlotsOptions {
  /** How many calls the account may have in flight. */
  quota: number;
  /** How long a slot stays held without a release; past it, a crashed call's slot is free again. */
  leaseSeconds: number;
  clock: Clock;
}

/**
 * Call slots as `quota` lease items (`CALLSLOTS` / `SLOT#n`, holder and expiresAt): one query
 * finds the free ones, and a conditional put takes one only while it is missing or expired, so
 * parallel acquirers never hold more than `quota` slots between them.
 */
export function createDynamoCallSlots(table: TableRef, options: CallSlotsOptions): CallSlots {
  const { doc, tableName: TableName } = table;

  async function take(slot: number, callId: string, now: Date): Promise<boolean> {
    try {
      await doc.send(
        new PutCommand({
          TableName,
          Item: {
            ...keys.callSlot(slot),
            entity: 'callSlot',
            slot,
            holder: callId,
            expiresAt: epochSeconds(now) + options.leaseSeconds,
          },
          ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now OR holder = :holder',
          ExpressionAttributeValues: { ':now': epochSeconds(now), ':holder': callId },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** The leases still running at `now` (at most `quota` small items: one page). */
  async function heldSlots(now: Date) {
    const out = await doc.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.callSlotPartition },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).filter((item) => Number(item.expiresAt) > epochSeconds(now));
  }

  return {
    async acquire(callId) {
      const now = options.clock.now();
      const held = await heldSlots(now);
      const own = held.find((item) => item.holder === callId);
      if (own) return take(Number(own.slot), callId, now);
      const taken = new Set(held.map((item) => Number(item.slot)));
      const free = Array.from({ length: options.quota }, (_, slot) => slot).filter((s) => !taken.has(s));
      // A random order keeps parallel acquirers from all racing for the same free slot.
      for (const slot of free.sort(() => Math.random() - 0.5)) {
        if (await take(slot, callId, now)) return true;
      }
      return false;
    },

    async release(callId) {
      const held = await heldSlots(options.clock.now());
      for (const item of held.filter((slot) => slot.holder === callId)) {
        try {
          await doc.send(
            new DeleteCommand({
              TableName,
              Key: keys.callSlot(Number(item.slot)),
              ConditionExpression: 'holder = :holder',
              ExpressionAttributeValues: { ':holder': callId },
            }),
          );
        } catch (error) {
          // Taken over by another call after the lease expired: not this call's slot any more.
          if (!isConditionFailure(error)) throw error;
        }
      }
    },
  };
}
