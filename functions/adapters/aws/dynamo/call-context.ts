import { asksOfStoredCall } from '#functions/core/asks/stored-asks';
import type { CallContext } from '#functions/ports/call-conversation';
import type { CallerSnapshot, SharedChild, StoredCall } from '#functions/ports/call-store';
import { CHILD_GENDERS } from '#shared/domain/validation';
import { getItem, queryAll, type TableRef } from './items';
import { keys } from './keys';

/**
 * The user's first name and, when both the call and the parent's Settings switch allow it, each
 * child's age, gender and needs.
 */
export async function readCaller(table: TableRef, call: StoredCall): Promise<CallerSnapshot> {
  const [profile, children] = await Promise.all([
    getItem(table, keys.profile(call.userId)),
    call.shareChildrenInfo
      ? queryAll(table, {
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.userPartition(call.userId), ':prefix': keys.childPrefix },
        })
      : null,
  ]);
  const name = typeof profile?.name === 'string' ? profile.name.trim() : '';
  // The Settings switch has the last word: turned off, nothing of the children reaches a call.
  const allowed = profile?.shareChildrenInfo === true;
  return {
    firstName: name ? (name.split(/\s+/)[0] ?? null) : null,
    children:
      allowed && children
        ? children
            .sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)))
            .flatMap((item) => sharedChild(item))
        : null,
  };
}

function sharedChild(item: Record<string, unknown>): SharedChild[] {
  if (typeof item.age !== 'number') return [];
  const gender = CHILD_GENDERS.find((g) => g === item.gender) ?? null;
  const needs = typeof item.needs === 'string' && item.needs.trim() ? item.needs.trim() : null;
  return [
    { years: item.age, months: typeof item.ageMonths === 'number' ? item.ageMonths : 0, gender, needs },
  ];
}

/** What the agent knows about a call; the caller comes from the call when PlaceCall stored it. */
export async function readCallContext(table: TableRef, call: StoredCall): Promise<CallContext> {
  const caller = call.caller ?? (await readCaller(table, call));
  return {
    callId: call.id,
    researchId: call.researchId,
    userId: call.userId,
    question: call.question,
    asks: asksOfStoredCall(call.asks, call.question || call.goal),
    goal: call.goal,
    businessName: call.businessName,
    userFirstName: caller.firstName,
    children: caller.children,
    isFollowUp: call.isFollowUp,
    turns: call.turns,
  };
}
