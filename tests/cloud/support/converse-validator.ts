/** A Bedrock Converse request as the model adapter sends it (only what is validated). */
interface ConverseBody {
  system?: { text?: string }[];
  messages?: { role: string; content: Record<string, unknown>[] }[];
}

/**
 * What Bedrock's Converse API would refuse in a request: the first message must be the user's,
 * roles must alternate, every toolUse must be answered by a toolResult in the next (user)
 * message, no text block may be blank, and system text belongs in `system`, not in messages.
 * Returns the problems found (empty when the request is valid).
 */
export function converseProblems(body: ConverseBody): string[] {
  const problems: string[] = [];
  const messages = body.messages ?? [];
  if (messages.length === 0) problems.push('no messages');
  if (messages[0] && messages[0].role !== 'user') problems.push(`first message is ${messages[0].role}`);
  if (!body.system?.some((s) => s.text?.trim())) problems.push('no system prompt in system');
  messages.forEach((message, i) => {
    if (message.role !== 'user' && message.role !== 'assistant')
      problems.push(`message ${i}: role ${message.role}`);
    if (i > 0 && messages[i - 1]?.role === message.role)
      problems.push(`message ${i}: two ${message.role} messages in a row`);
    if (message.content.length === 0) problems.push(`message ${i}: no content`);
    for (const block of message.content) {
      if ('text' in block && String(block.text).trim() === '')
        problems.push(`message ${i}: blank text block`);
    }
    const uses = message.content.flatMap((b) =>
      'toolUse' in b ? [(b.toolUse as { toolUseId: string }).toolUseId] : [],
    );
    if (uses.length > 0) {
      const next = messages[i + 1];
      const results = new Set(
        (next?.content ?? []).flatMap((b) =>
          'toolResult' in b ? [(b.toolResult as { toolUseId: string }).toolUseId] : [],
        ),
      );
      for (const id of uses)
        if (!results.has(id)) problems.push(`message ${i}: toolUse ${id} has no toolResult next`);
    }
  });
  return problems;
}
