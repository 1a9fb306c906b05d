import type { CallContext } from '../../ports/call-conversation';

/** First line of the agent's system prompt; the scripted model recognises its task by it. */
export const AGENT_PROMPT_HEADER = 'You are an automated phone assistant calling a local business.';

/** The name of the tool that ends a call, with its outcome. */
export const END_CALL_TOOL = 'end_call';

/** The fixed first line: who is calling, for whom, that the call may be recorded, and the question. */
export function openingLine(context: Pick<CallContext, 'question' | 'isFollowUp'>): string {
  const question = oneLine(context.question);
  const follow = context.isFollowUp ? ' with a follow-up question' : '';
  return (
    `Hi, this is an automated assistant calling on behalf of a local parent${follow}. ` +
    `This call may be recorded. ${ensureQuestion(question)}`
  );
}

/** Collapses whitespace so a field stays on its prompt line. */
export function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function ensureQuestion(question: string): string {
  if (/[?.!]$/.test(question)) return question;
  return `${question}?`;
}

/** The system prompt: the goal, the business, the user's first name and, only when shared, the ages. */
export function agentSystemPrompt(context: CallContext): string {
  const lines = [
    AGENT_PROMPT_HEADER,
    `Business: ${oneLine(context.businessName)}`,
    `Question: ${oneLine(context.question)}`,
    `Goal: ${oneLine(context.goal)}`,
  ];
  if (context.userFirstName) lines.push(`Calling on behalf of: ${oneLine(context.userFirstName)}`);
  if (context.childrenAges && context.childrenAges.length > 0) {
    lines.push(`Children's ages (you may share them): ${context.childrenAges.join(', ')}`);
  } else {
    lines.push("Children's ages: not shared; do not give any details about the children.");
  }
  lines.push(
    'Speak in one or two short, polite sentences per turn. Never invent facts about the caller.',
    'Ask only what the goal needs; when the business has answered, thank them and end the call.',
    `End the call with the ${END_CALL_TOOL} tool and its outcome: answered (you got an answer), ` +
      'voicemail, phone_menu (an automated menu), refused (they will not answer) or wrong_number.',
  );
  return lines.join('\n');
}
