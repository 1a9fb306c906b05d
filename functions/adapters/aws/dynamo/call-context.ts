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
    childrenAges = children.map((c) => c.age).filter((age): age is number => typeof age === 'number');
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
