import { parseAsks } from '../../../core/asks/parse-asks';
import type { CallContext } from '../../../ports/call-conversation';
import type { StoredCall } from '../../../ports/call-store';
import { getItem, queryAll, type TableRef } from './items';
import { keys } from './keys';

/** What the agent knows about a call: the call, the user's first name and, when shared, children's ages. */
export async function readCallContext(table: TableRef, call: StoredCall): Promise<CallContext> {
  const profile = await getItem(table, keys.profile(call.userId));
  const name = typeof profile?.name === 'string' ? profile.name.trim() : '';
  let childrenAges: number[] | null = null;
  if (call.shareChildrenInfo) {
    const children = await queryAll(table, {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.userPartition(call.userId), ':prefix': keys.childPrefix },
    });
    // Years plus months as a fraction (1 year 6 months is 1.5), so a baby's age is not lost.
    childrenAges = children
      .filter((c) => typeof c.age === 'number')
      .map(
        (c) =>
          Math.round(((c.age as number) + (typeof c.ageMonths === 'number' ? c.ageMonths : 0) / 12) * 10) /
          10,
      );
  }
  return {
    callId: call.id,
    researchId: call.researchId,
    userId: call.userId,
    question: call.question,
    asks: call.asks?.length ? call.asks : parseAsks(call.question || call.goal),
    goal: call.goal,
    businessName: call.businessName,
    userFirstName: name ? (name.split(/\s+/)[0] ?? null) : null,
    childrenAges,
    isFollowUp: call.isFollowUp,
    turns: call.turns,
  };
}
