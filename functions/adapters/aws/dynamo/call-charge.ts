import { randomUUID } from 'node:crypto';
import type { CallCharges, StoredCall } from '#functions/ports/call-store';
import { type LedgerEntry, ledgerEntrySchema } from '#functions/ports/credit-ledger';
import { CREDITS_PER_CALL, insufficientCreditsMessage } from '#shared/domain/credits';
import { DomainError } from '#shared/domain/errors';
import { UpdateCommand } from './commands';
import { getItem, isConditionFailure, type TableRef, transactWrite } from './items';
import { keys } from './keys';

const MAX_ATTEMPTS = 40;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const jitter = (attempt: number) => pause(Math.random() * Math.min(200, 10 * (attempt + 1)));

/**
 * Credits of calls on the profile item (`credits`, plus `reservedCredits` set aside for calls not
 * yet over). Every change is a conditional write on the values just read (optimistic locking), so
 * parallel researches never overspend; a charge is one transaction with its ledger entry.
 */
export function createDynamoCallCharges(table: TableRef): CallCharges {
  const { doc, tableName } = table;

  async function readBalance(userId: string) {
    const profile = await getItem(table, keys.profile(userId), true);
    const balance = typeof profile?.credits === 'number' ? profile.credits : 0;
    const reserved = typeof profile?.reservedCredits === 'number' ? profile.reservedCredits : 0;
    return { exists: Boolean(profile), balance, reserved, available: Math.max(0, balance - reserved) };
  }

  async function reserve(userId: string, calls: number) {
    const needed = calls * CREDITS_PER_CALL;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const now = await readBalance(userId);
      if (!now.exists || now.available < needed) {
        throw new DomainError('insufficient_credits', insufficientCreditsMessage(needed, now.available), {
          needed,
          balance: now.available,
        });
      }
      try {
        await doc.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.profile(userId),
            UpdateExpression: 'SET reservedCredits = :next',
            ConditionExpression:
              'credits = :balance AND (reservedCredits = :reserved OR (attribute_not_exists(reservedCredits) AND :reserved = :zero))',
            ExpressionAttributeValues: {
              ':next': now.reserved + needed,
              ':balance': now.balance,
              ':reserved': now.reserved,
              ':zero': 0,
            },
          }),
        );
        return;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await jitter(attempt);
      }
    }
    throw new DomainError('conflict', 'Your credits are changing right now. Please try again.');
  }

  const releaseItem = (call: StoredCall) => ({
    Update: {
      TableName: tableName,
      Key: keys.call(call.researchId, call.id),
      UpdateExpression: 'SET held = :false',
      ConditionExpression: 'held = :true',
      ExpressionAttributeValues: { ':true': true, ':false': false },
    },
  });

  async function release(call: StoredCall) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const fresh = await getItem(table, keys.call(call.researchId, call.id), true);
      if (fresh?.held !== true) return;
      const now = await readBalance(call.userId);
      const next = Math.max(0, now.reserved - CREDITS_PER_CALL);
      try {
        await transactWrite(table, [
          releaseItem(call),
          {
            Update: {
              TableName: tableName,
              Key: keys.profile(call.userId),
              UpdateExpression: 'SET reservedCredits = :next',
              ConditionExpression: 'reservedCredits = :reserved',
              ExpressionAttributeValues: { ':next': next, ':reserved': now.reserved },
            },
          },
        ]);
        return;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await jitter(attempt);
      }
    }
  }

  async function charge(call: StoredCall) {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const fresh = await getItem(table, keys.call(call.researchId, call.id), true);
      if (!fresh || fresh.charged === true) return { charged: false, balanceAfter: null };
      const held = fresh.held === true;
      const now = await readBalance(call.userId);
      if (now.balance < CREDITS_PER_CALL) {
        throw new DomainError(
          'insufficient_credits',
          insufficientCreditsMessage(CREDITS_PER_CALL, now.balance),
        );
      }
      const at = new Date().toISOString();
      const balanceAfter = now.balance - CREDITS_PER_CALL;
      const entry: LedgerEntry = ledgerEntrySchema.parse({
        id: randomUUID(),
        userId: call.userId,
        amount: -CREDITS_PER_CALL,
        kind: 'call_charge',
        description: `Call to ${call.businessName}`,
        balanceAfter,
        researchId: call.researchId,
        callId: call.id,
        createdAt: at,
      });
      const reservedNext = held ? Math.max(0, now.reserved - CREDITS_PER_CALL) : now.reserved;
      try {
        await transactWrite(table, [
          {
            Update: {
              TableName: tableName,
              Key: keys.profile(call.userId),
              UpdateExpression: 'SET credits = :after, reservedCredits = :reservedNext',
              ConditionExpression:
                'credits = :balance AND credits >= :cost AND (reservedCredits = :reserved OR (attribute_not_exists(reservedCredits) AND :reserved = :zero))',
              ExpressionAttributeValues: {
                ':after': balanceAfter,
                ':balance': now.balance,
                ':cost': CREDITS_PER_CALL,
                ':reserved': now.reserved,
                ':reservedNext': reservedNext,
                ':zero': 0,
              },
            },
          },
          {
            Put: {
              TableName: tableName,
              Item: { ...keys.ledgerEntry(call.userId, at, entry.id), entity: 'ledger', ...entry },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keys.research(call.researchId),
              UpdateExpression: 'SET completedCalls = completedCalls + :one, updatedAt = :at',
              ExpressionAttributeValues: { ':one': 1, ':at': at },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: keys.call(call.researchId, call.id),
              UpdateExpression: 'SET charged = :true, held = :false, #status = :completed',
              ConditionExpression: 'charged <> :true AND held = :held',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':true': true,
                ':false': false,
                ':held': held,
                ':completed': 'completed',
              },
            },
          },
        ]);
        return { charged: true, balanceAfter };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await jitter(attempt);
      }
    }
    throw new DomainError('conflict', `Could not charge the call to ${call.businessName}; will retry.`);
  }

  return { available: readBalance, reserve, release, charge };
}
