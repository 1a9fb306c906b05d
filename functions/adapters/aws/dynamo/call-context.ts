import { parseAsksLater } from '../../../core/asks/parse-asks-later';
import type { CallContext } from '../../../ports/call-conversation';
import type { CallerSnapshot, StoredCall } from '../../../ports/call-store';
import { getItem, queryAll, type TableRef } from './items';
import { keys } from './keys';

/** The user's first name and, when the call may share them, the children's ages. */
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
  return {
    firstName: name ? (name.split(/\s+/)[0] ?? null) : null,
    // Years plus months as a fraction (1 year 6 months is 1.5), so a baby's age is not lost.
    childrenAges: children
      ? children
          .filter((c) => typeof c.age === 'number')
          .map(
            (c) =>
              Math.round(
                ((c.age as number) + (typeof c.ageMonths === 'number' ? c.ageMonths : 0) / 12) * 10,
              ) / 10,
          )
      : null,
  };
}

/** What the agent knows about a call; the caller comes from the call when PlaceCall stored it. */
export async function readCallContext(table: TableRef, call: StoredCall): Promise<CallContext> {
  const caller = call.caller ?? (await readCaller(table, call));
  return {
    callId: call.id,
    researchId: call.researchId,
    userId: call.userId,
    question: call.question,
    asks: call.asks?.length ? call.asks : await parseAsksLater(call.question || call.goal),
    goal: call.goal,
    businessName: call.businessName,
    userFirstName: caller.firstName,
    childrenAges: caller.childrenAges,
    isFollowUp: call.isFollowUp,
    turns: call.turns,
  };
}
