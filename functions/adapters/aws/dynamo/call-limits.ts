import type {
  CallClaim,
  CallLimitRules,
  CallLimits,
  ClaimRefusal,
  ClaimResult,
} from '#functions/ports/call-limits';
import { DomainError } from '#shared/domain/errors';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from './commands';
import { epochSeconds, isConditionFailure, type TableRef } from './items';
import { keys } from './keys';

const DAY_SECONDS = 24 * 60 * 60;
/** An extension is written in well under this; the lock outlives a crashed one by no more. */
const EXTENSION_LOCK_SECONDS = 120;
const MAX_ATTEMPTS = 60;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const jitter = (attempt: number) => pause(Math.random() * Math.min(250, 15 * (attempt + 1)));

/** What each item of the claim transaction stands for, to read its cancellation reason. */
type Part = { kind: 'number' | 'slot'; claim: CallClaim } | { kind: 'day'; userId: string; day: string };

const secondsOf = (iso: string) => epochSeconds(new Date(iso));
const dayOf = (claim: Pick<CallClaim, 'createdAt'>) => claim.createdAt.slice(0, 10);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_SECONDS * 1000);
const isoAt = (seconds: number) => new Date(seconds * 1000).toISOString();

interface CancellationReason {
  Code?: string;
}

/** The calling limits on counter and lock items of the table (see functions/ports/call-limits.ts). */
export function createDynamoCallLimits(table: TableRef): CallLimits {
  const { doc, tableName: TableName } = table;

  async function slotsOf(phone: string) {
    const out = await doc.send(
      new QueryCommand({
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: {
          ':pk': keys.dialledPartition(phone),
          ':prefix': keys.businessSlotPrefix,
        },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      slot: Number(String(item.SK).slice(keys.businessSlotPrefix.length)),
      callId: String(item.callId),
      expiresAt: Number(item.expiresAt),
    }));
  }

  /** Picks a free slot for each capped claim; claims of a number whose slots are all held are refused. */
  async function assignSlots(pending: CallClaim[], limit: number) {
    const slotOf = new Map<string, number>();
    const refused: ClaimRefusal[] = [];
    const phones = [...new Set(pending.filter((c) => c.capped).map((c) => c.phone))];
    await Promise.all(
      phones.map(async (phone) => {
        const held = (await slotsOf(phone)).filter((s) => s.slot < limit);
        const claims = pending.filter((c) => c.capped && c.phone === phone);
        const now = secondsOf(claims[0]?.createdAt ?? new Date().toISOString());
        const ours = new Set(claims.map((c) => c.callId));
        const busy = held.filter((s) => s.expiresAt > now && !ours.has(s.callId));
        const free = Array.from({ length: limit }, (_, i) => i).filter(
          (i) => !busy.some((s) => s.slot === i),
        );
        for (const claim of claims) {
          const slot = free.shift();
          if (slot !== undefined) slotOf.set(claim.callId, slot);
          else {
            const freeAt = Math.min(...busy.map((s) => s.expiresAt));
            refused.push({ callId: claim.callId, phone, reason: 'business_cap', freeAt: isoAt(freeAt) });
          }
        }
      }),
    );
    return { slotOf, refused };
  }

  const lockItem = (key: { PK: string; SK: string }, claim: CallClaim) => ({
    Put: {
      TableName,
      Item: {
        ...key,
        entity: 'callLock',
        callId: claim.callId,
        expiresAt: secondsOf(claim.createdAt) + DAY_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now OR callId = :callId',
      ExpressionAttributeValues: { ':now': secondsOf(claim.createdAt), ':callId': claim.callId },
    },
  });

  const dayItem = (userId: string, day: string, callIds: string[], limit: number) => ({
    Update: {
      TableName,
      Key: keys.callDay(userId, day),
      UpdateExpression: 'ADD callIds :ids SET entity = :entity, expiresAt = :exp',
      ConditionExpression: 'attribute_not_exists(callIds) OR size(callIds) <= :room',
      ExpressionAttributeValues: {
        ':ids': new Set(callIds),
        ':entity': 'callDay',
        ':exp': epochSeconds(nextDay(day)) + DAY_SECONDS,
        ':room': limit - callIds.length,
      },
    },
  });

  /** Reads an item as stored: expiry is judged against the claim's time, not the wall clock. */
  const read = async (Key: { PK: string; SK: string }) =>
    (await doc.send(new GetCommand({ TableName, Key, ConsistentRead: true }))).Item;

  async function placedOn(userId: string, day: string): Promise<number> {
    const item = await read(keys.callDay(userId, day));
    return item?.callIds instanceof Set ? item.callIds.size : 0;
  }

  /** The account's live lock on a number, unless it is the claim's own. */
  async function heldLock(claim: CallClaim): Promise<number | null> {
    const item = await read(keys.numberLock(claim.phone, claim.userId));
    const expiresAt = Number(item?.expiresAt);
    const live = item && item.callId !== claim.callId && expiresAt > secondsOf(claim.createdAt);
    return live ? expiresAt : null;
  }

  /** Builds the transaction of the pending claims, or says which account's day is already full. */
  async function transaction(pending: CallClaim[], slotOf: Map<string, number>, rules: CallLimitRules) {
    const items: object[] = [];
    const parts: Part[] = [];
    const days = new Map<string, { userId: string; day: string; ids: string[] }>();
    for (const claim of pending) {
      if (claim.perNumber) {
        items.push(lockItem(keys.numberLock(claim.phone, claim.userId), claim));
        parts.push({ kind: 'number', claim });
      }
      const slot = slotOf.get(claim.callId);
      if (slot !== undefined) {
        items.push(lockItem(keys.businessSlot(claim.phone, slot), claim));
        parts.push({ kind: 'slot', claim });
      }
      const key = `${claim.userId}|${dayOf(claim)}`;
      const group = days.get(key) ?? { userId: claim.userId, day: dayOf(claim), ids: [] };
      group.ids.push(claim.callId);
      days.set(key, group);
    }
    for (const { userId, day, ids } of days.values()) {
      if (ids.length > rules.dailyCallLimit) return { full: { userId, day } };
      items.push(dayItem(userId, day, ids, rules.dailyCallLimit));
      parts.push({ kind: 'day', userId, day });
    }
    return { items, parts };
  }

  async function dayFull(userId: string, day: string): Promise<ClaimResult> {
    return { ok: false, placedToday: await placedOn(userId, day), resetsAt: nextDay(day).toISOString() };
  }

  async function claim(claims: CallClaim[], rules: CallLimitRules): Promise<ClaimResult> {
    let pending = claims;
    const refused: ClaimRefusal[] = [];
    const refuse = (done: ClaimRefusal[]) => {
      refused.push(...done);
      const gone = new Set(done.map((r) => r.callId));
      pending = pending.filter((c) => !gone.has(c.callId));
    };
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const slots = await assignSlots(pending, rules.businessDailyCallLimit);
      refuse(slots.refused);
      if (pending.length === 0) return { ok: true, refused };
      const built = await transaction(pending, slots.slotOf, rules);
      if (built.full) return dayFull(built.full.userId, built.full.day);
      try {
        await doc.send(new TransactWriteCommand({ TransactItems: built.items as never }));
        return { ok: true, refused };
      } catch (error) {
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
        const reasons = (error as { CancellationReasons?: CancellationReason[] }).CancellationReasons ?? [];
        for (const [i, reason] of reasons.entries()) {
          const part = built.parts[i];
          if (reason?.Code !== 'ConditionalCheckFailed' || !part) continue;
          if (part.kind === 'number') {
            const expiresAt = await heldLock(part.claim);
            if (expiresAt !== null) {
              const { callId, phone } = part.claim;
              refuse([{ callId, phone, reason: 'called_recently', freeAt: isoAt(expiresAt) }]);
            }
          } else if (part.kind === 'day') {
            const placed = await placedOn(part.userId, part.day);
            const asked = pending.filter((c) => c.userId === part.userId && dayOf(c) === part.day).length;
            if (placed + asked > rules.dailyCallLimit) return dayFull(part.userId, part.day);
          }
        }
        // A slot taken meanwhile, a conflict with a parallel transaction: read again and retry.
        await jitter(attempt);
      }
    }
    throw new DomainError('conflict', 'Too many calls are being started at once. Please try again.');
  }

  const ignoreConditionFailure = (error: unknown) => {
    if (!isConditionFailure(error)) throw error;
  };

  return {
    claim,
    async capFreeAt(phones, limit, now) {
      const at = epochSeconds(now);
      const entries = await Promise.all(
        [...new Set(phones)].map(async (phone) => {
          const busy = (await slotsOf(phone)).filter((s) => s.slot < limit && s.expiresAt > at);
          const full = busy.length >= limit;
          return [phone, full ? isoAt(Math.min(...busy.map((s) => s.expiresAt))) : null] as const;
        }),
      );
      return new Map(entries);
    },
    async release({ callId, userId, phone, createdAt }) {
      const held = (await slotsOf(phone)).filter((s) => s.callId === callId);
      const deleteHeld = (key: { PK: string; SK: string }) =>
        doc
          .send(
            new DeleteCommand({
              TableName,
              Key: key,
              ConditionExpression: 'callId = :callId',
              ExpressionAttributeValues: { ':callId': callId },
            }),
          )
          .catch(ignoreConditionFailure);
      await Promise.all([
        doc
          .send(
            new UpdateCommand({
              TableName,
              Key: keys.callDay(userId, dayOf({ createdAt })),
              UpdateExpression: 'DELETE callIds :ids',
              ConditionExpression: 'contains(callIds, :callId)',
              ExpressionAttributeValues: { ':ids': new Set([callId]), ':callId': callId },
            }),
          )
          .catch(ignoreConditionFailure),
        deleteHeld(keys.numberLock(phone, userId)),
        ...held.map((s) => deleteHeld(keys.businessSlot(phone, s.slot))),
      ]);
    },
    async lockExtension(researchId, now) {
      try {
        await doc.send(
          new PutCommand({
            TableName,
            Item: {
              ...keys.extensionLock(researchId),
              entity: 'extensionLock',
              expiresAt: epochSeconds(now) + EXTENSION_LOCK_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
            ExpressionAttributeValues: { ':now': epochSeconds(now) },
          }),
        );
        return true;
      } catch (error) {
        ignoreConditionFailure(error);
        return false;
      }
    },
    async unlockExtension(researchId) {
      await doc.send(new DeleteCommand({ TableName, Key: keys.extensionLock(researchId) }));
    },
  };
}
