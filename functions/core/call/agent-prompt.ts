import type { Ask } from '../../../shared/contracts/asks';
import type { CallContext } from '../../ports/call-conversation';

/** First line of the agent's system prompt; the scripted model recognises its task by it. */
export const AGENT_PROMPT_HEADER = 'You are an automated phone assistant calling a local business.';

/** The name of the tool that ends a call, with its outcome. */
export const END_CALL_TOOL = 'end_call';

/** The prefix of each ask's line in the system prompt: `Ask 1 (yes_no): Do you have…?`. */
export const ASK_LINE = /^Ask (\d+) \(([a-z_]+)\): (.+)$/gm;

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/**
 * The fixed first line: who is calling, for whom, that the call may be recorded, how many questions
 * there are, and the first of them.
 */
export function openingLine(context: Pick<CallContext, 'asks' | 'isFollowUp'>): string {
  const follow = context.isFollowUp ? ' with a follow-up question' : '';
  const [first] = context.asks;
  const count = context.asks.length;
  const intro =
    count > 1 ? `I have ${COUNTS[count] ?? count} quick questions. First, ` : 'I have one quick question: ';
  return (
    `Hi, this is an automated assistant calling on behalf of a local parent${follow}. ` +
    `This call may be recorded. ${intro}${first ? lowerFirst(oneLine(first.label)) : ''}`
  );
}

/** Collapses whitespace so a field stays on its prompt line. */
export function oneLine(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function askLines(asks: Ask[]): string[] {
  return asks.map((ask, i) => `Ask ${i + 1} (${ask.kind}): ${oneLine(ask.label)}`);
}

/** The system prompt: the asks in order, the business, the user's first name and, only when shared, the ages. */
export function agentSystemPrompt(context: CallContext): string {
  const lines = [
    AGENT_PROMPT_HEADER,
    `Business: ${oneLine(context.businessName)}`,
    `Question: ${oneLine(context.question)}`,
    `Goal: ${oneLine(context.goal)}`,
    'The questions to ask, in this order (your opening line already asked the first):',
    ...askLines(context.asks),
  ];
  if (context.userFirstName) lines.push(`Calling on behalf of: ${oneLine(context.userFirstName)}`);
  if (context.childrenAges && context.childrenAges.length > 0) {
    lines.push(`Children's ages (you may share them): ${context.childrenAges.join(', ')}`);
  } else {
    lines.push("Children's ages: not shared; do not give any details about the children.");
  }
  lines.push(
    'Ask the questions one at a time, in order, each in natural words; wait for the answer before the next.',
    'If an answer is unclear, ask that question once more in other words, then move on.',
    '"We don\'t offer that" or "I don\'t know" is an answer: thank them and go to the next question.',
    'Speak in one or two short, polite sentences per turn. Never invent facts about the caller or the business.',
    'When every question has been asked, thank them and end the call politely.',
    `End the call with the ${END_CALL_TOOL} tool and its outcome: answered (you got answers), ` +
      'voicemail, phone_menu (an automated menu), refused (they will not answer) or wrong_number.',
  );
  return lines.join('\n');
}
