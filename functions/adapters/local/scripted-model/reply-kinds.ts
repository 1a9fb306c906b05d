import nlp from 'compromise';
import { wordsOf } from '#functions/core/answers/normalize/tokens';
import { notHadHere, opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import type { Ask } from '#shared/contracts/asks';
import type { Clause } from './reader';
import { refersElsewhere } from './referral';
import { breaksOff, isHold, namesADetail, namesTheSpeakers } from './reply-status';
import { contentWords, hasCue, phrase } from './topic-words';

/** What a business's reply is when it gives no value: filler, not knowing, "it depends", declining. */

const FILLER = [
  'hold on',
  'one moment',
  'one second',
  'one sec',
  'just a moment',
  'just a second',
  'let me check',
  'let me see',
  'let me look',
  'let me find',
  'let me ask',
  'sorry about that',
  'sorry for the wait',
  'thanks for waiting',
  'thanks for holding',
  'bear with me',
  'give me a',
  'hang on',
  'good question',
  'hello',
  'hi',
  'thanks for calling',
  'how can i help',
  'speaking',
  'okay',
  'ok',
  'um',
  'uh',
  'hmm',
  'so',
  'right',
  'alright',
  'oof',
  'ugh',
  'yikes',
  'whew',
  'phew',
  'gosh',
  'geez',
  'jeez',
];
const UNKNOWN = [
  'not sure',
  'no idea',
  'no clue',
  'not a clue',
  'pay grade',
  'look into',
  'have to find out',
  'have to ask',
  'have to check',
  'double check',
  'hate to guess',
  // "I'd hate to tell you the wrong thing" (not "hate to say it, but…").
  'hate to tell',
  'hate to give',
  'make something up',
  'need to check',
  'not at liberty',
  'unable to',
  'need to see',
  'have to see',
  'hard to say',
  'hard to tell',
  'right person',
  'have to talk to',
  'have to speak to',
  'need to talk to',
  'need to speak to',
  'in front of me',
  'call you back',
  'get back to you',
  'put a number on',
  // "Ask at the desk, they'll know", "Beats me", "your guess is as good as mine", "I'd be guessing".
  'they would know',
  'would have to tell you',
  'they will know',
  'she will know',
  'he will know',
  'beats me',
  'good as mine',
  'be guessing',
  // "That's the million-dollar question" (its number read as one).
  '1000000 dollar question',
  'not positive',
  'not certain',
  'best person',
  'person to ask',
  // "Not off the top of my head", "I couldn't say offhand": the answer is not at hand.
  'offhand',
  'off hand',
  'top of my head',
];
/** "It's on our website": the answer is to be looked up. */
const ON_THE_WEBSITE = ['on our website', 'on the website'];
/** "It's on the website, or ring us back and we'll pop you in": how to book, not where the answer is. */
const BOOKING_HOW = /\b(?:book|booking|ring|register|sign up|pop (?:you|him|her|them) in)\b/i;

/** "I don't have the price list handy": the answer is not at hand ("parking is handy" is an answer). */
const NOT_AT_HAND = /\b(?:do not|don't|doesn't|does not|haven't|have not) have (?:\w+ ){0,4}handy\b/i;
/**
 * "I don't have self-pay pricing", "I don't do the testing stuff", "I don't keep his schedule": what
 * the one speaking has no part in, which the business may well have ("we don't have" declines it).
 */
const SPEAKER_LACKS =
  /\bi (?:do not|don't) (?:have|do|handle|deal with|set|see|keep) (?:[\w-]+ ){0,3}(?:pric(?:e|es|ing)|rates?|fees?|costs?|numbers|info|information|details|stuff|side of things|schedules?|calendars?|bookings?)\b/i;
/**
 * "I'm not the manager", "I'm not the right person", "I'm not in charge of hiring", "that's a Dave
 * question", "that's Mum's call": the one speaking has no say.
 */
const NOT_THE_ONE =
  /\bi(?:'m| am) not (?:the|a|in) (?:[\w-]+ ){0,2}(?:manager|owner|boss|person|one|charge)\b/i;
/** A question named for whoever knows (case kept, to tell a name from "a good question"). */
const SOMEONE_ELSES_QUESTION =
  /\b[Tt]hat's (?:a|one for) [A-Z][a-z]+ question\b|\b(?:that's|that is|it's|it is) (?:(?:the|my|our) )?[A-Za-z]+'s (?:call|decision)\b/;
/**
 * "We don't do pricing over the phone", "we can't give quotes on the phone": what the business will
 * not tell by phone, which may well be had.
 */
const NOT_BY_PHONE =
  /\b(?:pric(?:e|es|ing)|quotes?|rates?|costs?|numbers|estimates?|info(?:rmation)?|details)\b.*\b(?:over|on|by) (?:the )?phone\b/i;

/**
 * "I'd rather talk rates with the parent directly", "I'd prefer to go over that with mom": what the
 * speaker keeps for the parent, not the caller.
 */
const WITH_THE_PARENT =
  /\b(?:rather|prefer to|like to) (?:talk|speak|discuss|go over|chat)\b.*\b(?:with|to) (?:the |them|him|her)?\s*(?:parents?|family|mom|mum|dad|directly|in person)\b/i;

/**
 * "I can't see the registration system from here", "I don't have access to the schedule", "I can't
 * pull up June right now", "the booking system's frozen": the speaker cannot look the answer up.
 */
const CANNOT_LOOK =
  /\bi (?:cannot|can't|can not|do not|don't) (?:see|access|get into|pull up|look up|get to)\b.*\b(?:system|computer|screen|schedule|calendar|records?|database|bookings?|from here|from (?:the|this) (?:desk|front)|right now|at the moment)\b|\bi (?:do not|don't) have access\b|\b(?:system|computer|screen)(?:'s| is) (?:down|frozen|not working)\b/i;

/** "I'm not really supposed to get into that on the phone", "I can't go into that": the speaker won't say. */
const WONT_GO_INTO = /\b(?:not|n't|never)\b(?:\s+[\w']+){0,3}?\s+(?:get|go) into (?:that|this|it|those)\b/i;

/** Replies that neither answer nor decline ("it kind of depends", "that varies a bit"). */
const VAGUE = [
  'depends',
  'varies',
  'vary',
  'case by case',
  'it changes',
  'all over the place',
  'jumps around',
  'moves around',
  'up and down',
  'could be either',
  'kind of',
  'sort of',
  'a maybe',
  'of both',
  'toss up',
  // "Not really, it's dynamic": prices that move with demand.
  'dynamic',
];
/** A verb of telling, also as going on: "tell", "telling", "giving" (not "I haven't confirmed", a thing not yet done). */
const isTelling = (word: string) =>
  [word, word.replace(/ing$/, ''), word.replace(/ing$/, 'e')].some((form) => TELLING.has(form));

/** Verbs of telling: negated ("I can't quote that", "we don't give prices out") they mean "won't say". */
const TELLING = new Set([
  'know',
  'say',
  'tell',
  'give',
  'quote',
  'share',
  'confirm',
  'discuss',
  'remember',
  'recall',
  'promise',
  'guess',
  'pin',
  'narrow',
]);
const NOT_OFFERED = [
  'do not offer',
  'do not have',
  'do not do',
  'do not provide',
  'not offer',
  'no longer offer',
  'not something we do',
  'not something we offer',
  'do not run',
  'not doing',
  'not running',
  'not offering',
  'no longer do',
  'no longer have',
  'no longer run',
  'stopped doing',
  'stopped offering',
  'discontinued',
  // "We actually don't sell helmets anymore", "we don't carry that brand".
  'do not sell',
  'do not carry',
  'do not stock',
  'no longer sell',
  'no longer carry',
  'stopped selling',
  'stopped carrying',
];
/**
 * "We don't have the hayride anymore", "we no longer offer it", "we're not doing hayrides this
 * year": a thing said not to be offered.
 */
export const saysNotOffered = (clause: string) =>
  !declinesOnlyThePeriod(clause) && hasCue(phrase(clause).replace(SOFTENING, ' '), NOT_OFFERED);

/** Words between a "don't" and its verb that soften it: "we don't actually do half hours". */
const SOFTENING = / (?:actually|currently|even|normally|usually|typically) /g;

/** "No, we stopped that.", "We don't do those anymore.": the thing just asked, given up or not done. */
const GAVE_UP_IT =
  /\b(?:stopped|discontinued|ended|dropped|(?:don't|do not) (?:do|offer|run))\s+(?:that|it|those|them)(?:\s+(?:here|anymore|any more|now|a while (?:ago|back)))?\W*$/i;
export const givesUpIt = (clause: string) => GAVE_UP_IT.test(clause.replace(/’/g, "'"));

/** "Oh, we used to have one!", "we used to run those": a thing the business no longer has. */
const USED_TO_HAVE = /\bwe used to (?:have|do|offer|run|carry|sell|stock)\b/i;

/** "We don't.": to an open question, only alone; "we don't cancel for drizzle" tells what happens. */
const WE_DO_NOT = ['we do not'];
const MOST_WORDS_OF_A_BARE_NO = 4;

/** "I'm not sure", "I can't really give prices over the phone", "you'd have to ask the owner". */
export function isUnknown(clause: string): boolean {
  const words = wordsOf(clause);
  const said = clause.replace(/’/g, "'");
  if (
    hasCue(` ${words.join(' ')} `, UNKNOWN) ||
    (hasCue(` ${words.join(' ')} `, ON_THE_WEBSITE) && !BOOKING_HOW.test(said)) ||
    refersElsewhere(clause) ||
    NOT_AT_HAND.test(said) ||
    SPEAKER_LACKS.test(said) ||
    NOT_THE_ONE.test(said) ||
    SOMEONE_ELSES_QUESTION.test(said) ||
    (NOT_BY_PHONE.test(said) && nlp(said).has('#Negative')) ||
    WITH_THE_PARENT.test(said) ||
    CANNOT_LOOK.test(said) ||
    WONT_GO_INTO.test(said)
  )
    return true;
  return words.some(
    (word, i) =>
      (word === 'not' || word === 'never' || word === 'doubt') && words.slice(i + 1, i + 6).some(isTelling),
  );
}

/**
 * The speaker unsure of the thing asked: of its value ("not sure what it'd be"), or of a yes or no
 * but not of a detail ("not sure how much"); "kids aren't allowed in" says nothing of what the
 * speaker knows.
 */
export const isUnsureOf = (ask: Ask, { text }: Clause) =>
  isUnknown(text) && namesTheSpeakers(text) && (ask.kind !== 'yes_no' || !namesADetail(text));

/** A statement that something is not there ("there's no packages", "we never do that"). */
const isNegative = (clause: string) => {
  const said = clause.replace(/’/g, "'").replace(FRANKLY, ' ');
  return nlp(said).has('#Negative') || hasCue(phrase(said), ['no', 'none']);
};

/** Words of speaking frankly, which deny nothing: "it's long, I won't lie", "not gonna lie, it's busy". */
const FRANKLY =
  /\b(?:(?:i|we) (?:won't|will not|can't|cannot) lie|(?:i'm |i am )?not (?:gonna|going to) lie|no lie|no kidding|(?:i'm |i am )?not kidding)\b/gi;

/** Words a question back opens with: "What age is he?", "Is that for the party?". */
const ASKS_BACK =
  /^(?:(?:and|so|oh|um|uh|okay|ok|sorry|wait)[\s,]+)*(?:what|which|who|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|will|would|should|may|have|has|you mean)\b/i;

/**
 * Words of a guess: "one Saturday a month, I think?" is not known. An estimate ("three in the lobby,
 * so probably forty-five minutes?") is an answer said hedged.
 */
const GUESSING = /\b(?:i think|i guess|i believe|maybe|i'm guessing)\b/i;

/** "Like forty minutes?", "About twenty bucks?": a number stated with a question mark, not asked nor guessed. */
const saidRising = (clause: string) =>
  !ASKS_BACK.test(clause.trim()) && !GUESSING.test(clause) && nlp(clause).has('#Value');

/**
 * Words about the line, not the thing asked: "I can't hear you, call back", "you're breaking up"
 * (a "can't" in them is no answer no).
 */
const LINE_TROUBLE = [
  'not hear you',
  'hardly hear you',
  'you are cutting out',
  'you keep cutting out',
  'you are breaking up',
  'you keep breaking up',
  'bad connection',
  'bad line',
  'line is bad',
  'i lost you',
  'can you hear',
  'the signal',
  "the signal's",
  'bad reception',
  'no reception',
];

/** A note in brackets of what happened on the line: "[on hold, about two minutes]", "[muffled]". */
const STAGE_NOTE = /\[[^\]]*\]/g;

/** A note of words lost on the line: "[inaudible]", "(line crackles)", "[static]". */
const LOST_WORDS =
  /[[(][^\])]*\b(?:inaudible|static|garbled|crackl\w*|breaks up|breaking up|cuts out|cutting out|wind noise)\b[^\])]*[\])]/i;

/**
 * "Oh, parking, yeah, so there's the— (line crackles) —round the back, but on Saturdays it's—":
 * words of a clause lost on the line, in a turn broken off, leave what was said unclear.
 */
export const lostOnTheLine = (clause: string, turn: string) =>
  LOST_WORDS.test(clause) && breaksOff(turn.replace(/\[[^\]]*\]\s*$/, '').trim());

/** The agent saying it did not hear: "Sorry, you broke up there", "I didn't catch that", "I'm having trouble hearing you". */
const NOT_HEARD =
  /\b(?:you(?:'re| are)? (?:broke|breaking|cut|cutting) (?:up|out)|(?:the )?line (?:broke|is breaking|cut) (?:up|out)|(?:didn't|did not|couldn't|could not) (?:catch|hear|make out)|(?:i )?missed (?:that|it|what you said)|trouble hearing|(?:not|can't|cannot) (?:quite )?hear(?:ing)?|(?:hard|difficult) to hear|lost you)\b/i;

/**
 * "Yeah, we've got a room in the back that you can... [static] ...weekends it's..." "Sorry, you broke
 * up there.": a reply with words lost on the line that the agent says it did not hear answers nothing.
 */
export const unheard = (reply: string, agentAfter: string) =>
  (LOST_WORDS.test(reply) || breaksOff(reply.trim())) && NOT_HEARD.test(agentAfter);

/**
 * A clause that carries no answer: a greeting, "let me check that for you, one moment please",
 * "hmm", or a question back ("What age is your child?").
 */
export function isFiller(said: string): boolean {
  // "[on hold, about two minutes] Thanks for waiting.": a note of what happened on the line is no
  // words of the business.
  const clause = said.replace(STAGE_NOTE, ' ').trim();
  if (isHold(clause) || hasCue(phrase(clause), LINE_TROUBLE)) return true;
  // "Can you—": words broken off before naming anything say nothing (unlike "and Saturdays...").
  if (/(?:—|–|\.\.\.|…)\s*$/.test(clause) && contentWords(clause).size === 0 && !opensWithYesOrNo(clause))
    return true;
  // "I'm not sure, maybe?" is said unsure, not asked back; so is "Like forty minutes?", a number said
  // with a rising voice.
  // "Kind of?": a hedge said rising is no question back either.
  if (clause.trim().endsWith('?'))
    return !isUnknown(clause) && !saidRising(clause) && !HEDGE_ALONE.test(clause.trim());
  const raw = ` ${clause
    .toLowerCase()
    .replace(/[^a-z0-9'$ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
  if (raw.trim() === '' || COMMISERATION.test(clause) || apologizesForItself(clause)) return true;
  if (opensWithYesOrNo(clause)) return false;
  if (isExclamation(clause)) return true;
  let rest = raw;
  for (const cue of FILLER) rest = rest.split(` ${cue} `).join('  ');
  return rest !== raw && contentWords(rest).size === 0;
}

/**
 * "Sorry, I moved to the window.", "Sorry, I was on the other line.": an apology for what the speaker
 * did, denying, limiting or numbering nothing.
 */
const SORRY_I =
  /^\W*(?:(?:oh|okay|ok)[\s,]+)?sorry[\s,.!]+(?:about that[\s,.!]+)?(?:i(?= )|i'm|i was|i've|i had)\b/i;
const NOTHING_SAID =
  /\b(?:not|no|never|none|only|just|closed|full|booked|out|can't|cannot|won't|don't|didn't)\b|n't\b|\d/i;
const apologizesForItself = (clause: string) =>
  SORRY_I.test(clause) && !NOTHING_SAID.test(clause) && !nlp(clause).has('#Value') && !isUnknown(clause);

/** "Oh no." said alone on hearing of a mishap: sympathy, no answer. */
const COMMISERATION = /^\W*oh,?\s+no\s*[.!]+\s*$/i;

/** A hedge said on its own: "Kind of?", "Sort of." */
const HEDGE_ALONE = /^(?:kind of|sort of|kinda|sorta)\W*$/i;

/** Small talk without a thing, an action or a number in it: "Oh, how fun!", "Lovely." */
const isExclamation = (clause: string) => !nlp(clause).has('(#Noun|#Verb|#Value|#Date)');

/** Words of a reply that only say "it depends": with nothing else, the reply answers nothing. */
const VAGUE_WORDS = new Set(['depend', 'vary', 'kind', 'sort', 'bit', 'little', 'case', 'change', 'really']);
const isVagueOnly = (clause: string) =>
  hasCue(phrase(clause), VAGUE) && [...contentWords(clause)].every((word) => VAGUE_WORDS.has(word));

/**
 * Values kept open: "there's no set number", "no fixed time", "that's not really a set time". To
 * a yes/no ask ("Is there a set schedule?") they are a no.
 */
const UNSET = [
  'no set',
  'not a set',
  'not really a set',
  'no fixed',
  'not a fixed',
  'not really a fixed',
  'not fixed',
  'no firm',
  'no standard',
  'not a standard',
];

/**
 * A reply that only says "it depends" ("that varies a bit", "no set number"): for a text ask, with
 * nothing else in it.
 */
export const isVague = (ask: Ask, clause: string) =>
  ask.kind === 'text'
    ? isVagueOnly(clause)
    : hasCue(phrase(clause).replace(A_KIND_OF_THING, ' '), VAGUE) ||
      (ask.kind !== 'yes_no' && hasCue(phrase(clause), UNSET));

/**
 * "We don't do weekly, it's all monthly billing": only the period a price is billed by is not had,
 * when the clause goes on to the period it is billed by ("We don't do hourly." declines the rate).
 */
const ONLY_THE_PERIOD =
  /\b(?:do not|don't|doesn't|does not)\s+(?:really\s+)?(?:do|offer|charge|bill|price)\s+(?:it\s+|things\s+)?(?:weekly|monthly|daily|hourly|nightly|yearly|annually|termly|(?:per|by the|by) (?:week|month|day|hour|night|year|term|session|class|visit))(?:\s+(?:rates?|pricing|prices|fees?|billing|plans?))?\s*(?:[,;.!—-]|$)/i;
/** A period a price is billed by, said after the one declined: "it's all monthly billing". */
const ANOTHER_PERIOD =
  /\b(?:weekly|monthly|daily|hourly|nightly|yearly|annually|termly|per (?:week|month|day|hour|night|year|term|session|class|visit)|by the (?:week|month|day|hour|night|year|term|session|class))\b/i;
const declinesOnlyThePeriod = (clause: string) => {
  const declined = ONLY_THE_PERIOD.exec(clause.replace(/’/g, "'"));
  return !!declined && ANOTHER_PERIOD.test(clause.slice(declined.index + declined[0].length));
};

/** "That's kind of the point": a kind of a thing, no hedge. */
const A_KIND_OF_THING = / (?:kind|sort) of (?:the|a|an) /g;

/**
 * A reply declining the thing asked ("we don't offer that", "there's no packages"). A text answer may
 * say "no" in passing ("that's included at no extra charge"); it declines only in so many words.
 */
export const isDeclined = (ask: Ask, clause: string) =>
  ask.kind !== 'yes_no' &&
  !declinesOnlyThePeriod(clause) &&
  (hasCue(phrase(clause), NOT_OFFERED) ||
    (USED_TO_HAVE.test(clause) && !/\bstill\b/i.test(clause)) ||
    (hasCue(phrase(clause), WE_DO_NOT) &&
      (ask.kind !== 'text' || wordsOf(clause).length <= MOST_WORDS_OF_A_BARE_NO)) ||
    (ask.kind !== 'text' && (isNegative(clause) || notHadHere(ask.label, clause))));
