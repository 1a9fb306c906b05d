import { AGENT_PROMPT_HEADER, END_CALL_TOOL } from '../../../../core/call/agent-prompt';
import { promptField, type ScriptedReply, type ScriptedRequest, type ScriptedTask } from '../task';

const HEADER = AGENT_PROMPT_HEADER;
const END_CALL = END_CALL_TOOL;

const cues = {
  voicemail: /leave (us )?a message|after the (tone|beep)|voicemail|mailbox|\bbeep\b/i,
  menu: /\bpress (\d|one|two|three|four|five|nine|zero|the pound|star)\b|menu options|main menu/i,
  wrongNumber: /wrong number|no (business|one) (by|called) that name|private residence|not a business/i,
  refused:
    /not interested|(don'?t|do not|can'?t|cannot) (give|share) (out )?(that|this|information)|remove (us|this number)|do not call|stop calling/i,
  repeat: /\b(sorry|pardon)\?|repeat (that|the question)|didn'?t (catch|hear) (that|you)/i,
  hold: /\b(one moment|hold on|let me (check|look|see|find)|give me a (second|sec|moment)|bear with me)\b/i,
  askAge: /how old|(child'?s|kid'?s|their|his|her) age|what age/i,
  anythingElse: /anything else|something else|other questions?/i,
};

const FOLLOW_UPS: [RegExp, RegExp, string][] = [
  [
    /availab|opening|spot|space|book|start/i,
    /availab|opening|spot|space|waitlist|wait list|next|start/i,
    'Do you have any availability coming up?',
  ],
  [/price|cost|fee|rate|how much|afford/i, /\$\s?\d|\d+ dollars/i, 'And could you tell me what it costs?'],
  [
    /hours|open|close|when/i,
    /\b\d{1,2}(:\d{2})?\s?(am|pm)\b|open|close/i,
    'And what are your opening hours?',
  ],
];

/** The phone agent's next line: ends the call with the outcome tool once it has its answer. */
export const agentTurnTask: ScriptedTask = {
  name: 'agent-turn',
  matches: (request) => request.system.startsWith(HEADER) && request.toolNames.includes(END_CALL),
  respond: (request) => nextAgentLine(request),
};

function nextAgentLine(request: ScriptedRequest): ScriptedReply {
  const heard = lastBusinessLine(request);
  const asked = request.messages.filter((m) => m.role === 'assistant').map((m) => m.text);
  if (cues.wrongNumber.test(heard)) return end('wrong_number', 'I am sorry for the trouble. Goodbye.');
  if (cues.voicemail.test(heard) || isVoicemailSilence(request)) {
    return end('voicemail', 'We will try again another time. Thank you, goodbye.');
  }
  if (cues.menu.test(heard)) return end('phone_menu', 'I will call back later. Goodbye.');
  if (cues.refused.test(heard)) return end('refused', 'I understand. Thank you for your time, goodbye.');
  if (cues.repeat.test(heard))
    return say(promptField(request.system, 'Question') ?? 'Could I ask you a question?');
  if (cues.askAge.test(heard)) return say(ageAnswer(request.system));
  if (cues.hold.test(heard) && !hasFacts(heard)) return say('Of course, take your time.');
  const businessSaid = request.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.text)
    .join(' ');
  const followUp = nextFollowUp(request.system, businessSaid, asked);
  if (followUp && !cues.anythingElse.test(heard) && hasFacts(businessSaid)) return say(followUp);
  if (!hasFacts(businessSaid) && asked.length < 3)
    return say('Sorry, could you tell me a little more about that?');
  const name = promptField(request.system, 'Calling on behalf of');
  const thanks = name
    ? `Thank you so much, I will pass that on to ${name}.`
    : 'Thank you so much, that is very helpful.';
  return end('answered', `${thanks} Have a great day, goodbye!`);
}

function lastBusinessLine(request: ScriptedRequest): string {
  const last = request.messages.at(-1);
  return last?.role === 'user' && last.text !== '(silence)' ? last.text : '';
}

/** Silence right after the opening line on a line that greeted like a machine. */
function isVoicemailSilence(request: ScriptedRequest): boolean {
  const userTurns = request.messages.filter((m) => m.role === 'user' && m.text !== '(silence)');
  return lastBusinessLine(request) === '' && userTurns.every((m) => cues.voicemail.test(m.text));
}

function ageAnswer(system: string): string {
  const ages = promptField(system, "Children's ages (you may share them)");
  if (!ages) return "I'm afraid I can't share details about the children; a general answer is fine.";
  const list = ages.split(/,\s*/);
  if (list.length === 1) return `The child is ${list[0]} years old.`;
  return `The children are ${list.slice(0, -1).join(', ')} and ${list.at(-1)} years old.`;
}

/** A fact-bearing answer: a price, a time, a day, a number, or a yes/no about the topic. */
function hasFacts(text: string): boolean {
  return /\$\s?\d|\d+ dollars|\b\d{1,2}(:\d{2})?\s?(am|pm)\b|\b\d+\b|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekday|weekend|we offer|we do|yes|no,|policy|notice/i.test(
    text,
  );
}

function nextFollowUp(system: string, businessSaid: string, asked: string[]): string | null {
  const goal = `${promptField(system, 'Goal') ?? ''}`;
  const question = promptField(system, 'Question') ?? '';
  for (const [wanted, answered, line] of FOLLOW_UPS) {
    if (!wanted.test(goal) || wanted.test(question)) continue;
    if (answered.test(businessSaid) || asked.includes(line)) continue;
    return line;
  }
  return null;
}

const say = (text: string): ScriptedReply => ({ text });
const end = (outcome: string, farewell: string): ScriptedReply => ({
  toolCalls: [{ toolName: END_CALL, input: { outcome, farewell } }],
});
