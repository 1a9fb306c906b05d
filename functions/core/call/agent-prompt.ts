import type { Ask } from '#shared/contracts/asks';
import type { CallContext } from '../../ports/call-conversation';
import { addressedToBusiness } from './addressed';
import { agesInQuestion, childrenSentence, describeChild } from './children';

/** First line of the agent's system prompt; the scripted model recognises its task by it. */
export const AGENT_PROMPT_HEADER = 'You are an automated phone assistant calling a local business.';

/** The name of the tool that ends a call, with its outcome. */
export const END_CALL_TOOL = 'end_call';

/** The prefix of each ask's line in the system prompt: `Ask 1 (yes_no): Do you have…?`. */
export const ASK_LINE = /^Ask (\d+) \(([a-z_]+)\): (.+)$/gm;

const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

/** The prompt line that lists the children the agent may describe; the scripted agent reads it. */
export const CHILDREN_FIELD = 'Children (you may share their ages and needs)';

/**
 * The prompt line with the parent's first name (`CallerSnapshot.firstName`, which the agent may say).
 * The fixed opening names no one ("a local parent"), so the name is given when the business asks
 * for one, and only then used again, never first in a farewell.
 */
export const CALLER_NAME_FIELD = 'Calling on behalf of';

/** The prompt line with the ages the parent wrote in the question; the scripted agent reads it. */
export const QUESTION_AGES_FIELD =
  "Children's ages as the parent's question gives them (you may repeat them)";

/** The prompt line saying sharing is on but the parent's profile lists no child. */
export const NO_CHILDREN_LISTED = 'Children: sharing is allowed, but the profile lists no child';

/**
 * The fixed first line: who is calling, for whom (the children, only when the parent allowed
 * sharing them), that the call may be recorded, how many questions there are, and the first of them.
 */
export function openingLine(context: Pick<CallContext, 'asks' | 'isFollowUp' | 'children'>): string {
  const follow = context.isFollowUp ? ' with a follow-up question' : '';
  const [first] = context.asks;
  const count = context.asks.length;
  const intro =
    count > 1 ? `I have ${COUNTS[count] ?? count} quick questions. First, ` : 'I have one quick question: ';
  const children = childrenSentence((context.children ?? []).map(describeChild));
  return (
    `Hi, this is an automated assistant calling on behalf of a local parent${follow}. ` +
    `This call may be recorded. ${children ? `${children} ` : ''}${intro}${first ? lowerFirst(addressedToBusiness(oneLine(first.label))) : ''}`
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

/** The system prompt: the asks in order, the business, the user's first name and, only when shared, the children. */
export function agentSystemPrompt(context: CallContext): string {
  const lines = [
    AGENT_PROMPT_HEADER,
    `Business: ${oneLine(context.businessName)}`,
    `Question: ${oneLine(context.question)}`,
    `Goal: ${oneLine(context.goal)}`,
    'The questions to ask, in this order (your opening line already asked the first):',
    ...askLines(context.asks),
  ];
  if (context.userFirstName) {
    lines.push(
      `${CALLER_NAME_FIELD}: ${oneLine(context.userFirstName)}`,
      'Your opening line called them a local parent: give this first name only when the business asks ' +
        'for a name, and use it afterwards only once you have said it.',
    );
  }
  lines.push(...childrenLines(context));
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

/**
 * What the agent may say about the children, only when the parent allowed sharing them (Settings;
 * `children` is null otherwise): the profile's (ages, gender, needs), and the ages the parent wrote
 * in the question, which the asks leave out as context ("for my 7 year old"); nothing else.
 */
function childrenLines(context: CallContext): string[] {
  if (!context.children) return ['Children: not shared; do not give any details about the children.'];
  const lines: string[] = [];
  const shared = context.children;
  if (shared.length > 0) {
    lines.push(
      `${CHILDREN_FIELD}: ${shared.map(describeChild).join('; ')}`,
      'Your opening line already said this; when a question or the business touches on the child ' +
        '(age, allergies, needs, what they can join), mention it again naturally.',
    );
  }
  const ages = agesInQuestion(context.question);
  if (ages.length > 0) {
    lines.push(
      `${QUESTION_AGES_FIELD}: ${ages.join('; ')}`,
      'The parent wrote these ages in the question: when the business asks how old the child is, say them.',
    );
  }
  if (shared.length > 0 || ages.length > 0) lines.push('Share nothing else about the children.');
  else
    lines.push(
      `${NO_CHILDREN_LISTED}; if asked about the child, say you don't have their details and a general answer is fine.`,
    );
  return lines;
}
