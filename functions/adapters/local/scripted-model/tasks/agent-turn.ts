import nlp from 'compromise';
import { addressedToBusiness } from '#functions/core/call/addressed';
import {
  AGENT_PROMPT_HEADER,
  ASK_LINE,
  CALLER_NAME_FIELD,
  CHILDREN_FIELD,
  END_CALL_TOOL,
  NO_CHILDREN_LISTED,
  QUESTION_AGES_FIELD,
} from '#functions/core/call/agent-prompt';
import { agesSentence, childrenSentence } from '#functions/core/call/children';
import type { AskKind } from '#shared/contracts/asks';
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
  hold: /\b(one moment|hold on|let me (check|look|see|find)|give me a (second|sec|moment)|bear with me)\b/gi,
  /** Words around a hold that say nothing: "…, please", "…, thanks". */
  holdCourtesy: /^(?:(?:please|thanks|thank you|okay|ok|for you|real quick|sorry)\b[\s,.!?]*)*$/i,
  /** A hold going on to say where the business looks: "…, I'll grab the schedule." */
  goingToLook: /^(?:while I|I'?ll|I will|I need to|I have to|I'?m going to|I'?m gonna|I'?m just|let me)\b/i,
  /** Thinking aloud before an answer: "Oh, good question.", "Um, let me see.", "Right, so." */
  thinking:
    /^(?:\s*(?:oh|um+|uh+|hmm+|well|right|so|okay|ok|good question|great question|let me (?:see|think)|let's see)\b[\s,.!-]*)+/i,
  /** The business asks whom the call is for: "Can I get a name?", "Who's calling?". */
  asksName:
    /\b(?:(?:what'?s|what is|can I (?:get|have|take)|could I (?:get|have|take)|may I (?:get|have|take)) (?:your|the|a) name|who(?:'s| is) (?:calling|this for|it for)|who should I say|name (?:for|on) the (?:booking|reservation|file))\b/i,
  /** The business asks about the child: their age, allergies or needs. */
  aboutChild:
    /how old|(child'?s|kid'?s|their|his|her) age|what age|allerg|special needs|(needs|anything) (we|I) should know/i,
  /** "I don't know" and "we don't offer that" are answers: the agent moves on. */
  declined:
    /not sure|(don'?t|do not) know|no idea|couldn'?t tell|can'?t say|ask the (owner|manager)|(don'?t|do not) (offer|have|do)|not something we|unfortunately|closed on/i,
  hedge: /\b(depends|varies|different for everyone|hard to say)\b/i,
  yesNo: /\b(yes|yeah|yep|sure|absolutely|of course|no|not|nope|we do|we can)\b/i,
};

const LEAD_INS = ['And ', 'Also, ', 'One more thing: ', 'Next, '];

/** The phone agent's next line: asks each ask in order, re-asks once when unclear, then ends the call. */
export const agentTurnTask: ScriptedTask = {
  name: 'agent-turn',
  matches: (request) => request.system.startsWith(HEADER) && request.toolNames.includes(END_CALL),
  respond: (request) => nextAgentLine(request),
};

interface PromptAsk {
  kind: AskKind;
  label: string;
}

function nextAgentLine(request: ScriptedRequest): ScriptedReply {
  const heard = lastBusinessLine(request);
  if (cues.wrongNumber.test(heard)) return end('wrong_number', 'I am sorry for the trouble. Goodbye.');
  if (cues.voicemail.test(heard) || isVoicemailSilence(request)) {
    return end('voicemail', 'We will try again another time. Thank you, goodbye.');
  }
  if (cues.menu.test(heard)) return end('phone_menu', 'I will call back later. Goodbye.');
  if (cues.refused.test(heard)) return end('refused', 'I understand. Thank you for your time, goodbye.');
  const asks = asksOf(request.system);
  const said = request.messages.filter((m) => m.role === 'assistant').map((m) => m.text);
  const times = asks.map((ask) => said.filter((line) => mentions(line, ask)).length);
  const current = times.findLastIndex((n) => n > 0);
  const ask = asks[current];
  if (ask && cues.repeat.test(heard)) return say(`Of course. ${capital(ask.label)}`);
  if (cues.aboutChild.test(heard)) return say(childrenAnswer(request.system));
  const name = promptField(request.system, CALLER_NAME_FIELD);
  if (cues.asksName.test(heard)) {
    return say(name ? `It's for ${name}.` : "It's for a local parent; I don't have a name to give, sorry.");
  }
  if (isHold(heard, ask?.kind ?? 'text')) return say('Of course, take your time.');
  if (ask && isUnclear(heard, ask.kind) && times[current]! < 2) {
    return say(`Sorry, just so I have it right: ${lowerFirst(ask.label)}`);
  }
  const next = asks[current + 1];
  if (next) {
    const last = current + 1 === asks.length - 1 && asks.length > 2;
    return say(
      `${last ? 'And my last question: ' : LEAD_INS[current % LEAD_INS.length]}${lowerFirst(next.label)}`,
    );
  }
  // The opening names no one: the name only once the agent gave it (when the business asked).
  const named = name !== null && said.some((line) => line.includes(name));
  const thanks = named
    ? `Thank you so much, I will pass that on to ${name}.`
    : 'Thank you so much, that is very helpful.';
  return end('answered', `${thanks} Have a great day, goodbye!`);
}

function asksOf(system: string): PromptAsk[] {
  // Each ask as said to the person on the phone ("Do you teach adults?").
  return [...system.matchAll(ASK_LINE)].map((m) => ({
    kind: m[2] as AskKind,
    label: addressedToBusiness(m[3]!.trim()),
  }));
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function mentions(line: string, ask: PromptAsk): boolean {
  return plain(line).includes(plain(ask.label));
}

/**
 * Whether the business put the caller on hold: a hold phrase ("one moment", "let me check") after
 * which the turn answers nothing. "Um, let me see. It's two-seventy per week." answers: what
 * follows the phrase, as a clause of its own, carries what was asked.
 */
function isHold(heard: string, kind: AskKind): boolean {
  const last = [...heard.matchAll(cues.hold)].at(-1);
  if (!last) return false;
  const after = heard.slice(last.index + last[0].length);
  // "Hold on, let me check with the nurse": words joined to the phrase say what is checked.
  if (!/^\s*[,.;:!?\u2013\u2014-]/.test(after)) return true;
  const rest = after.replace(/^[\s,.;:!?\u2013\u2014-]+/, '').replace(cues.thinking, '');
  if (cues.holdCourtesy.test(rest) || cues.goingToLook.test(rest)) return true;
  return isUnclear(rest, kind);
}

/** No usable answer yet: a hedge, or nothing of the kind asked for (a number, a day, a yes or no). */
function isUnclear(said: string, kind: AskKind): boolean {
  // "Oh, good question. Yes, we're open Saturdays.": thinking aloud is no hedge; the rest answers.
  const heard = said.replace(cues.thinking, '');
  if (cues.declined.test(heard)) return false;
  if (cues.hedge.test(heard)) return true;
  if (kind === 'text') return heard.trim() === '';
  if (kind === 'yes_no') return !cues.yesNo.test(heard);
  return !nlp(heard).has('(#Value|#Date)') && !/\b(an hour|half an hour|noon|midnight)\b/i.test(heard);
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

/**
 * The children as the prompt gives them: the profile's (age and needs) when the parent allowed
 * sharing them, else the ages the parent wrote in the question; else a general answer is asked for.
 */
function childrenAnswer(system: string): string {
  const children = promptField(system, CHILDREN_FIELD);
  if (children) return childrenSentence(children.split('; '));
  const ages = promptField(system, QUESTION_AGES_FIELD);
  if (ages) return agesSentence(ages.split('; '));
  if (system.includes(NO_CHILDREN_LISTED)) {
    return "I don't have the child's details with me, sorry; a general answer is fine.";
  }
  return "I'm afraid I can't share details about the children; a general answer is fine.";
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const say = (text: string): ScriptedReply => ({ text });
const end = (outcome: string, farewell: string): ScriptedReply => ({
  toolCalls: [{ toolName: END_CALL, input: { outcome, farewell } }],
});
