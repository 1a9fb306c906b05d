import { sentencesOf } from '#functions/core/answers/confirmed-price';
import { normalizeAnswer } from '#functions/core/answers/normalize/index';
import { sumsUp } from '#functions/core/answers/normalize/yes-no-polarity';
import { questionsAsked } from '#functions/core/asks/parse-asks';
import type { Ask, AskKind } from '#shared/contracts/asks';
import { clausesOf, type NumberedTurn } from './reader';
import { readingContext } from './reading-context';
import { contentWords, hasCue, isPriceWord, overlap, phrase, termsOf, thingWords } from './topic-words';
import { valuesApart } from './values-apart';

/** Interrogatives by which an agent asks for a value of each kind. */
const KIND_CUES: Record<AskKind, string[]> = {
  money: ['how much', 'price', 'cost', 'fee', 'rate', 'charge'],
  schedule: ['what time', 'what day', 'what days', 'which day', 'which days', 'when', 'hours', 'schedule'],
  age_range: ['how old', 'how young', 'what age', 'ages', 'age', 'youngest', 'oldest'],
  count: ['how many', 'number of', 'how big', 'how large'],
  duration: ['how long', 'how far ahead', 'how far in advance', 'how much notice'],
  date: [
    'when',
    'what date',
    'which date',
    'what day',
    'which day',
    'start',
    'how soon',
    'earliest',
    'soonest',
  ],
  yes_no: [
    'do you',
    'is there',
    'are there',
    'are you',
    'can you',
    'could you',
    'would you',
    'does',
    'is it',
    'will you',
  ],
  text: ['what', 'which', 'how', 'who'],
};

/** How well an agent line asks an ask: the share of its topic the line says, and whether the line asks for its kind. */
interface AskFit {
  topic: number;
  cued: boolean;
}

/**
 * How well an agent line asks an ask: shared content words, plus the kind's question word; a line
 * that is no question ("take your time") asks nothing.
 */
function askFit(ask: Ask, said: string): AskFit {
  // "Great: the next session starts Monday, August second. How much does it cost?": a line with a
  // question does not ask in a statement summing up a value of the ask's kind; that is told.
  const summing = (sentence: string) =>
    !sentence.includes('?') && ask.kind !== 'yes_no' && ask.kind !== 'text' && statesValue(ask, sentence);
  const line = said.includes('?')
    ? sentencesOf(said)
        .filter((sentence) => !summing(sentence))
        .join(' ')
    : said;
  const words = contentWords(ask.label);
  const bare = phrase(ask.label.replace(/[?.!]+$/, ''));
  const spoken = phrase(line);
  const cued = asksForKind(ask.kind, line);
  // "Of course, take your time." asks nothing: a line asks with a question mark, the kind's question
  // word, or as a wish to know ("I'm hoping to find out the skating times").
  if (!line.includes('?') && !cued && !WISHES_TO_KNOW.test(line)) return { topic: 0, cued: false };
  // A label of question words only ("How much is it?") is asked by a line saying it, or its kind's cue.
  const topic =
    words.size > 0 ? overlap(words, contentWords(line)) : spoken.includes(bare) ? 1 : cued ? 0.5 : 0;
  return { topic, cued };
}

/**
 * How well a line asks each ask: its topic, plus a half for asking for the ask's kind. A question's
 * yes/no form adds nothing to a yes/no ask the line says little of when it says most of another's: "Do you have
 * appointments after school?" puts "When are after-school appointments?", not "Is the consultation
 * free?"; "Is there a minimum stay?" puts the minimum number of nights, not whether the pool is open.
 */
function askScores(asks: Ask[], line: string): number[] {
  const fits = asks.map((ask) => askFit(ask, line));
  return fits.map(({ topic, cued }, i) => {
    const formOnly =
      asks[i]!.kind === 'yes_no' &&
      topic < MOSTLY &&
      fits.some((other, k) => asks[k]!.kind !== 'yes_no' && other.topic > topic && other.topic >= MOSTLY);
    return topic + (topic > 0 && cued && !formOnly ? 0.5 : 0);
  });
}

/** A line says an ask's topic mostly when it says at least half of its words. */
const MOSTLY = 0.5;

/**
 * Whether an agent sentence states a value of the ask's kind. Words no rule of reading foresaw
 * state none here: which turns put which ask is settled for every ask at once, and one reading
 * that fails must lose only its own ask's answer (`readAnswers`).
 */
function statesValue(ask: Ask, sentence: string): boolean {
  try {
    return normalizeAnswer(ask.kind, sentence, readingContext(ask.label)) !== null;
  } catch {
    return false;
  }
}

/**
 * A question put as a wish to know: "I'm hoping to find out…", "we were wondering…", "she'd like to
 * know…"; or said again as what was asked: "The first question was whether…", "I was asking if…".
 */
const WISHES_TO_KNOW =
  /\b(?:find out|wondering|wondered|curious (?:about|whether|if|what|how|when)|(?:like|love|want|wanted|need|needed|hoping) to (?:know|learn|check)|(?:question (?:was|is)|(?:i was|i'm|we were) asking) (?:whether|if|what|how|when|about))\b/i;

/** Whether a line asks for a value of the kind: "…wondered what it costs to book", the cue in any form of its words. */
const asksForKind = (kind: AskKind, line: string) => {
  if (kind === 'yes_no') return asksYesOrNo(line);
  // "…calling for a parent with children aged seven and eleven" tells an age, and asks none.
  const asking = line.replace(AGE_TOLD, '');
  return hasCue(phrase(asking), KIND_CUES[kind]) || hasCue(lemmaPhrase(asking), KIND_CUES[kind]);
};

/** A child's age told: "aged seven", "age 9". */
const AGE_TOLD =
  /\baged?\s+(?=\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen)/gi;

const lemmaPhrase = (line: string) =>
  ` ${termsOf(line)
    .map((term) => term.word)
    .join(' ')} `;

const WH_WORDS = ['what', 'how', 'when', 'where', 'which', 'who', 'why'];

/** Words a yes/no question opens with: "Can her partner come too?", "Is the pool heated?" */
export const OPENS_YES_NO =
  /^(?:(?:and|so|also|okay|ok|oh)[\s,]+)*(?:can|could|do|does|did|is|are|will|would|should|may|has|have)\b/i;

/** The most words a lead-in before a question has: "Speaking of that,", "One more thing,". */
const LONGEST_LEAD_IN = 4;

/**
 * "Speaking of that, could he get a photo with his sister?": a yes/no question after a few words
 * leading in, which ask nothing ("What's the price, do you know?" asks for a value).
 */
const afterLeadIn = (sentence: string) => {
  const [lead, question] = sentence.split(/,\s+/);
  const count = (text: string) => phrase(text).trim().split(' ').length;
  return (
    question !== undefined &&
    count(lead!) <= LONGEST_LEAD_IN &&
    !hasCue(phrase(lead!), WH_WORDS) &&
    OPENS_YES_NO.test(question) &&
    count(question) >= 4
  );
};

/**
 * A yes/no question: one opening with an auxiliary, or a yes/no cue not inside a question for a
 * value ("Hi, do you come out Sundays?", not "What do you charge?").
 */
const asksYesOrNo = (line: string) =>
  line.split(/(?<=[.!?])\s+/).some((sentence) => {
    if (sentence.endsWith('?') && (OPENS_YES_NO.test(sentence) || afterLeadIn(sentence))) return true;
    const words = phrase(sentence);
    const at = Math.min(
      ...KIND_CUES.yes_no.map((cue) => words.indexOf(` ${cue} `)).filter((index) => index >= 0),
    );
    return Number.isFinite(at) && !hasCue(words.slice(0, at + 1), WH_WORDS);
  });

const ASKED_AT = 0.5;
/** An agent line asks the asks scoring near its best: usually one, two when it puts two at once. */
const NEAR_BEST = 0.85;

/**
 * For each ask, the agent turns that put it, in order: the lines saying its topic; then a question
 * about no ask's topic that asks for a kind of value ("When does the camp start?") puts the first
 * ask of that kind no line has put whose label names nothing but the value ("What dates is it?"):
 * its topic is the question's, which the agent says in its own words; a question naming nothing
 * but the value ("And what does it cost?") goes on with the topic of the call.
 */
export function assignAgentTurns(asks: Ask[], turns: NumberedTurn[]): Map<string, number[]> {
  const askedBy = new Map<string, number[]>();
  const unmatched: NumberedTurn[] = [];
  for (const turn of turns) {
    if (turn.speaker !== 'agent' || onlyAsksLeave(turn, turn === firstAgentTurn(turns))) continue;
    const put = new Set([
      ...asksPut(asks, withoutSums(turn.text), NEAR_BEST),
      ...questionsOf(turn).flatMap((question) =>
        mostAboutTheLine(
          asksPut(asks, question, 1).filter((ask) => !pricesAnotherThing(ask, asks, question, turn.text)),
          turn.text,
        ),
      ),
    ]);
    if (put.size === 0) unmatched.push(turn);
    for (const ask of theNextOf([...put], askedBy, turn.text))
      askedBy.set(ask.key, [...(askedBy.get(ask.key) ?? []), turn.index]);
  }
  // An ask put only by lines sharing its topic, not asking for its value ("Can her partner come to
  // the class?" for "How much is the class?"), is still to be asked.
  const unasked = (ask: Ask) =>
    (askedBy.get(ask.key) ?? []).every(
      (index) => !hasCue(phrase(turns.find((t) => t.index === index)?.text ?? ''), KIND_CUES[ask.kind]),
    );
  for (const turn of unmatched.filter((t) => t.text.includes('?'))) {
    const ask = asks.find(
      (a) =>
        isValued(a.kind) &&
        unasked(a) &&
        (contentWords(a.label).size <= 1 || namesOnlyTheKind(turn.text, a.kind)) &&
        hasCue(phrase(turn.text), KIND_CUES[a.kind]),
    );
    if (ask) askedBy.set(ask.key, [...(askedBy.get(ask.key) ?? []), turn.index]);
  }
  for (const turn of unmatched) {
    const ask =
      readingBack(asks, turn, askedBy) ??
      goingOn(asks, turn, turns) ??
      askedAbout(asks, turn, askedBy) ??
      choosingAmong(asks, turn, turns, askedBy);
    if (ask) askedBy.set(ask.key, [...(askedBy.get(ask.key) ?? []), turn.index]);
  }
  return askedBy;
}

/**
 * "How much would that cost?" to "How much is it to shorten blazer sleeves?" and "How much is it to
 * sew in name labels?": a line putting asks of one kind by the words of the kind alone, naming none
 * of their things, asks the first of them still to be asked, as the agent asks in order.
 */
function theNextOf(put: Ask[], askedBy: Map<string, number[]>, line: string): Ask[] {
  const said = contentWords(line);
  const alike = put.every((ask) => ask.kind === put[0]!.kind && overlap(thingWords(ask.label), said) === 0);
  if (put.length < 2 || !alike) return put;
  return [put.find((ask) => !askedBy.has(ask.key)) ?? put[0]!];
}

/** A question asking which of things holds: "Which would a child usually take?" */
const WHICH = /^\W*(?:(?:and|so|okay|ok|but)[\s,]+)?which\b/i;

/** Whether a line ends asking which of things holds. */
const asksWhich = (line: string) => {
  const question = sentencesOf(line).findLast((sentence) => sentence.trim().endsWith('?'));
  return question !== undefined && WHICH.test(question.trim());
};

/**
 * "Private's sixty-five, semi-private's fifty." "Which would a child usually take?": a question
 * asking which holds, after the business said several values of the ask the agent last put, asks it again.
 */
function choosingAmong(
  asks: Ask[],
  turn: NumberedTurn,
  turns: NumberedTurn[],
  askedBy: Map<string, number[]>,
): Ask | undefined {
  if (!asksWhich(turn.text)) return undefined;
  const said = turns.findLast((t) => t.index < turn.index && t.speaker === 'business')?.text ?? '';
  const last = Math.max(-1, ...[...askedBy.values()].flat().filter((index) => index < turn.index));
  return asks.find(
    (ask) => isValued(ask.kind) && askedBy.get(ask.key)?.includes(last) && valuesApart(ask, said) > 1,
  );
}

/** A follow-up naming only a topic: "What about other food?", "And how about the cake?" */
const WHAT_ABOUT = /^\W*(?:(?:and|so|okay|ok),?\s+)?(?:what|how) about ([^?]+)\?\s*$/i;

/**
 * "Can they bring their own cake?" "Cake, yes…" "What about other food?": a follow-up naming only a
 * topic puts the one ask no line has put yet whose label names it.
 */
function askedAbout(asks: Ask[], turn: NumberedTurn, askedBy: Map<string, number[]>): Ask | undefined {
  const question = sentencesOf(turn.text).findLast((sentence) => sentence.trim().endsWith('?'));
  const topic = WHAT_ABOUT.exec(question?.trim() ?? '')?.[1];
  if (!topic) return undefined;
  const words = contentWords(topic);
  const naming = asks.filter((ask) => !askedBy.has(ask.key) && overlap(contentWords(ask.label), words) > 0);
  return naming.length === 1 ? naming[0] : undefined;
}

/** A question asking what the value just talked of comes to: "So for two children that would be?", "And for both?" */
const GOES_ON =
  /\b(?:that|it|this|the total) (?:would|will|'d|'ll) (?:be|come to|come out to|cost|run)\?$|\bwhat (?:would|will|does) (?:that|it|this|the total) (?:be|come to|come out to|cost|run)\?$|^\W*(?:and|so),? (?:for|with) [^,?]*\?$/i;

/**
 * "…twenty-five an hour for one, and two more for each extra kid." "So for two children that would
 * be?": a question putting no ask that asks what the value just talked of comes to in a case goes
 * on asking the one valued ask whose kind of value the business's last words state.
 */
function goingOn(asks: Ask[], turn: NumberedTurn, turns: NumberedTurn[]): Ask | undefined {
  if (!asksWhatItComesTo(turn.text)) return undefined;
  const said = turns.findLast((t) => t.index < turn.index && t.speaker === 'business');
  const stated = asks.filter((ask) => isValued(ask.kind) && statesValue(ask, said?.text ?? ''));
  if (stated.length < 2) return stated[0];
  // Of several, the one the agent's line before the value names most ("Can I ask about your rates?").
  const asked = turns.findLast((t) => t.speaker === 'agent' && t.index < said!.index)?.text ?? '';
  const named = stated.map((ask) => overlap(contentWords(ask.label), contentWords(`${asked} ${turn.text}`)));
  const best = Math.max(...named);
  return named.filter((n) => n === best).length === 1 ? stated[named.indexOf(best)] : undefined;
}

/** Whether an agent line ends asking what the value just talked of comes to: "So for two that would be?" */
export const asksWhatItComesTo = (line: string) => {
  const question = sentencesOf(line).findLast((sentence) => sentence.trim().endsWith('?'));
  return question !== undefined && GOES_ON.test(question.trim());
};

/**
 * "What's the daily fee?" "It depends on the day…" "For a standard day at the centre, that's
 * seventy-two dollars?": a question putting no ask that reads back a value of the kind the agent's
 * last question asked for (or a yes or no in the ask's words) asks that ask again.
 */
function readingBack(asks: Ask[], turn: NumberedTurn, askedBy: Map<string, number[]>): Ask | undefined {
  const question = sentencesOf(turn.text).findLast((sentence) => sentence.trim().endsWith('?'));
  if (!question || [...askedBy.values()].some((put) => put.includes(turn.index))) return undefined;
  const last = Math.max(-1, ...[...askedBy.values()].flat().filter((index) => index < turn.index));
  // One value: "So it could be $90 or $140?" reads back a choice, which agreeing to leaves open.
  const one = (ask: Ask) =>
    question.split(/,|\bor\b|\band\b/i).filter((part) => statesValue(ask, part)).length === 1;
  // "Does the child need to come in?" … "So he doesn't have to come if they send an old uniform?":
  // the yes or no heard, summed up as a question in a word of the ask (its verb, "come", too).
  const yesOrNo = (ask: Ask) =>
    ask.kind === 'yes_no' &&
    sumsUp(question) &&
    termsOf(question).some(
      (t) =>
        t.tags.has('Verb') && !t.tags.has('Auxiliary') && termsOf(ask.label).some((u) => u.word === t.word),
    );
  return asks.find(
    (ask) => askedBy.get(ask.key)?.includes(last) && ((isValued(ask.kind) && one(ask)) || yesOrNo(ask)),
  );
}

/**
 * Of asks a question puts as well as each other, those its whole line is most about: "…flowers
 * delivered to Riverside Elementary. How much is delivery there?" puts the delivery fee, not the
 * minimum order for delivery.
 */
function mostAboutTheLine(put: Ask[], line: string): Ask[] {
  if (put.length < 2) return put;
  const scores = askScores(put, line);
  const best = Math.max(...scores);
  return put.filter((_, i) => scores[i] === best);
}

/**
 * A line without the agent's summing up of what it heard ("So on Sunday there's no per-game price.
 * How much is shoe rental?", "Understood, so you do have climate-controlled units."), which asks
 * nothing.
 */
const withoutSums = (line: string) =>
  line
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !SUMMING_UP.test(sentence.trim()))
    .join(' ');

/**
 * A sentence summing up what was said: "So you do have…", "Understood, so no storage here.",
 * "That's fine, I'll note that the 30-minute rate wasn't available today."
 */
const SUMMING_UP =
  /^\W*(?:(?:okay|ok|great|understood|got it|thanks|thank you|perfect|alright|all right|that's fine|no problem)[\s,.!:]+)*(?:so|i'll note|i will note|noted|i'll let (?:them|the parent|her|him) know|i'll pass)\b.*\.$/i;

/**
 * The asks a line puts: those scoring at least `share` of its best, but not one whose words the line
 * says only as part of another put ask's, unless the line also asks for its own kind of value:
 * "First, can their car seat tech check our install for free?" is that ask's question, not also
 * "Do they do the checks?"; "Do they rent car seats?" does not put "Do they have 7-seaters?"; "How
 * much is the class, and what ages is it for?" puts both the price and the ages.
 */
function asksPut(asks: Ask[], line: string, share: number): Ask[] {
  const scores = askScores(asks, line);
  const best = Math.max(0, ...scores);
  const put = asks.filter((_, i) => scores[i]! >= ASKED_AT && scores[i]! >= best * share);
  const said = contentWords(line);
  const heard = new Map(put.map((ask) => [ask, saidWords(ask, said)]));
  return put.filter(
    (ask) =>
      !put.some(
        (other) =>
          other !== ask &&
          ((within(heard.get(ask)!, heard.get(other)!) &&
            (formOf(other) === formOf(ask) || !asksForKind(ask.kind, line))) ||
            (onlyItsPrice(ask, said) && overlap(thingWords(other.label), said) > 0) ||
            askedForAnother(ask, other, line)),
      ),
  );
}

/**
 * "How much is your puppy kindergarten class?" to "How many puppies per class?": a line asking for
 * another kind of value, by its question words and as the question reads, does not ask this one
 * ("How much notice do you need?" reads as a length, not a price).
 */
function askedForAnother(ask: Ask, other: Ask, line: string): boolean {
  if (!isValued(ask.kind) || !isValued(other.kind) || other.kind === ask.kind) return false;
  if (!asksForKind(other.kind, line) || asksForKind(ask.kind, line)) return false;
  const kinds = new Set(questionsAsked(line).map((question) => question.kind));
  return kinds.has(other.kind) && !kinds.has(ask.kind);
}

/**
 * "…the first consultation is free, with no charge at all?" to "How much do braces cost?": a line
 * saying only a word for the price, and none for the thing priced, when another ask's thing is said.
 */
const onlyItsPrice = (ask: Ask, said: Set<string>) => {
  const things = thingWords(ask.label);
  return ask.kind === 'money' && things.size > 0 && overlap(things, said) === 0;
};

/**
 * "Do you hold recitals, and do they cost extra?" to "What are the rates?" and "Do recitals cost
 * extra?": a question of a line saying the thing another price ask prices, and not this one's, asks
 * that price.
 */
const pricesAnotherThing = (ask: Ask, asks: Ask[], question: string, line: string) =>
  ask.kind === 'money' &&
  overlap(thingWords(ask.label), contentWords(question)) === 0 &&
  asks.some(
    (other) =>
      other !== ask && other.kind === 'money' && overlap(thingWords(other.label), contentWords(line)) > 0,
  );

/** How an ask is put: a question for its kind of value, or yes or no ("Do they rent car seats, or should we bring ours?"). */
const formOf = (ask: Ask): AskKind => (OPENS_YES_NO.test(ask.label) ? 'yes_no' : ask.kind);

/** The words of an ask's label that a line says. */
const saidWords = (ask: Ask, said: Set<string>) =>
  [...contentWords(ask.label)].filter((word) => overlap(new Set([word]), said) > 0);

/** Whether every word of `some` is one of `more`'s, which has more: the line is about the larger ask. */
const within = (some: string[], more: string[]) =>
  some.length > 0 &&
  more.length > some.length &&
  some.every((word) => overlap(new Set([word]), new Set(more)) > 0);

/**
 * The questions within a line, each putting the ask it is most about: "Are you taking new
 * patients, and how long is a first visit?" puts two asks even when one is the line's clearer topic.
 * A question naming nothing but a price ("They need three bedrooms cleaned. What would that
 * cost?") goes on with its line's topic, and puts no price ask of its own.
 */
const questionsOf = (turn: NumberedTurn) =>
  clausesOf(turn.index, turn.text)
    .map((clause) => clause.text)
    .filter((text) => text !== turn.text && text.endsWith('?') && !namesOnlyAPrice(text));

const namesOnlyAPrice = (question: string) => {
  const words = [...contentWords(question)];
  return words.length > 0 && words.every(isPriceWord);
};

/**
 * Asking leave to ask: "Do you have a minute?", "Could I ask a few questions?", "Could I ask about
 * kayak rentals?", "Is now a good time?"
 * (the yes it gets answers none of the parent's questions).
 */
const ASKS_LEAVE =
  /^(?:(?:and|so|okay|ok|hi|hello)[\s,]+)*(?:(?:(?:do|would) you|have you got|you got|got) (?:have )?(?:a|one|just a|a quick|a few|a couple(?: of)?|two|five) (?:minutes?|moments?|seconds?|secs?)|(?:could|can|may|might) i (?:ask|run by) (?:you )?(?:(?:a )?(?:few|couple)(?: of)?|some|two|three|a) (?:quick )?(?:questions?|things?)|(?:could|can|may|might) i ask (?:you )?about\b.*|is (?:now|this|it) (?:an? )?(?:good|bad|ok|okay|alright|all right|convenient) time)\b/i;

/** Asking who answered: "Is this Sunny Acres Farm?", "Am I speaking with Dr. Lee?", "Is this the right number?" */
const ASKS_WHO =
  /^(?:(?:[Hh]i|[Hh]ello|[Ss]orry|[Oo]h|[Ss]o)[\s,]+)*(?:[Ii]s this|[Aa]m I (?:speaking|talking) (?:with|to)|[Hh]ave I reached|[Dd]id I reach)\s+(?:the (?:right|correct) (?:number|place|office|line)|(?:the\s+)?[A-Z][\w'&.-]*(?:\s+(?:[A-Z][\w'&.-]*|of|and|&))*)\?$/;

/**
 * A turn whose only questions ask leave to ask ("…for their seven-year-old. Could I ask a few
 * questions?"), ask of the call itself ("Do you speak English? I'm calling about a birthday cake.")
 * or who answered ("Is this Sunny Acres Farm?"; in the opening turn, "Is this the
 * piano tuning service?").
 */
function onlyAsksLeave(turn: NumberedTurn, opening: boolean): boolean {
  const questions = turn.text.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?'));
  const who = (q: string) => ASKS_WHO.test(q) || (opening && REACHED.test(q));
  return (
    questions.length > 0 &&
    questions.every((q) => ASKS_LEAVE.test(q.trim()) || ASKS_OF_THE_CALL.test(q.trim()) || who(q.trim()))
  );
}

/** Asking of the call itself: "Do you speak English?", "Can you hear me okay?", "Are you still there?" */
const ASKS_OF_THE_CALL =
  /^(?:(?:hi|hello|sorry|oh|so|and)[\s,]+)*(?:(?:do|can) you speak (?:any |some )?[a-z]+|(?:can|could) you hear me(?: (?:ok|okay|alright|all right|now|there))?|are you (?:still )?there)\?$/i;

/** In the agent's first turn, "Is this the piano tuning service?" asks whom it reached. */
const REACHED = /^(?:(?:hi|hello|sorry|oh|so)[\s,]+)*is this (?:the |a )?[\w' &-]+\?$/i;

const firstAgentTurn = (turns: NumberedTurn[]) => turns.find((t) => t.speaker === 'agent');

/** Whether a line's words are only its kind's question words: "And what does it cost?" */
const namesOnlyTheKind = (line: string, kind: AskKind) =>
  [...contentWords(line)].every((word) => KIND_CUES[kind].some((cue) => cue.split(' ').includes(word)));

/** Kinds asked for a value, whose question words name the kind ("how old", "how many", "when"). */
const isValued = (kind: AskKind) => kind !== 'yes_no' && kind !== 'text';
