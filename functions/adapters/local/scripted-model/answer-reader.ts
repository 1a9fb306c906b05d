import { sentencesOf } from '#functions/core/answers/confirmed-price';
import { spansLengths } from '#functions/core/answers/normalize/duration';
import { isHedged } from '#functions/core/answers/normalize/hedges';
import { normalizeAnswer, summedUp } from '#functions/core/answers/normalize/index';
import { TOTAL_WORDS } from '#functions/core/answers/normalize/phrases';
import { repairOf } from '#functions/core/answers/normalize/repairs';
import { joinSpokenPrices } from '#functions/core/answers/normalize/spoken-prices';
import { tokensOf, wordsOf } from '#functions/core/answers/normalize/tokens';
import { variesByCase, variesByHowOften } from '#functions/core/answers/normalize/values-vary';
import { opensWithYes, opensWithYesOrNo } from '#functions/core/answers/normalize/yes-no';
import { readBackDenied } from '#functions/core/answers/normalize/yes-no-polarity';
import { logger } from '#functions/core/logger';
import type { AnswerStatus, Ask } from '#shared/contracts/asks';
import { chosenAges, rangeGoingOn } from './age-choice';
import { answeredElsewhere, saidBefore } from './answered-elsewhere';
import { asksWhatItComesTo, assignAgentTurns, OPENS_YES_NO } from './ask-turns';
import { agreedTo, narrowedTo } from './asked-again';
import { askedByKind } from './asked-by-kind';
import { forTheChildsAge } from './childs-age';
import { afterCorrection, corrects, madeExact } from './correction';
import { deniesTheAct } from './denied-act';
import { eitherOfOneUnit } from './either-price';
import { afterTheHold, endsOnHold, putsOnHold } from './hold';
import { noneOfIt } from './none-of-it';
import { numbersSaid } from './numbers-said';
import {
  answerPastAlternative,
  answerPastOtherQuestion,
  yesToAnotherKind,
  yesToTheOther,
} from './or-question';
import { caseTold, OPENS_SO, settledOn, workedOut } from './price-settled';
import {
  agreedItDepends,
  confirmedReadBack,
  deniedOneValue,
  readBackClause,
  readsBackEither,
  summedUpUnasked,
} from './read-back';
import { type Clause, clausesOf, type NumberedTurn } from './reader';
import { daysAsked, readingContext } from './reading-context';
import { isMenuChoice, isRecordedMessage, namesTheBusiness } from './recorded-message';
import {
  givesUpIt,
  isDeclined,
  isFiller,
  isUnknown,
  isUnsureOf,
  isVague,
  lostOnTheLine,
  saysNotOffered,
  unheard,
} from './reply-kinds';
import {
  breaksOff,
  echoesTheQuestion,
  endsInAHold,
  isHold,
  leftOpen,
  listsOptions,
  namesADetail,
  notFixedYet,
  saysAlternatives,
  spansValues,
  trailsOff,
} from './reply-status';
import { withAdditions, withLength, withTimesBefore } from './schedule-additions';
import { chosenSchedule } from './schedule-choice';
import { exactDay, restates, SUMMED_COUNT, saidAgain } from './settled-value';
import { closerToAnother, questionsOfOthers } from './shared-lines';
import { isTentative, offersEither, SPANS } from './tentative';
import { contentWords, hasCue, isContent, overlap, phrase, termsOf } from './topic-words';
import { unofferedFollowUps } from './unoffered-follow-up';
import { narrowedBetween, valueStatements } from './value-choice';
import { isAddOn, VALUED, valueFit } from './value-fit';
import { valuesApart } from './values-apart';
import { answering, volunteeredValue } from './volunteered';
import { yesNoClause } from './yes-no-clause';

/** Where the reader found an ask's answer. */
export interface LocatedAnswer {
  key: string;
  status: AnswerStatus;
  value: string | null;
  turn: number | null;
  quote: string | null;
  reasked: boolean;
}

/**
 * The embedded runtime's deterministic reader of a call. For each ask it finds the agent turns
 * that put it (`ask-turns.ts`: the ask's content words as lemmas, or related words, plus the question
 * word its kind expects: "how much" for money, "how old" for ages…), reads the business's reply that
 * follows (past "hold on, let me check"), and takes the statement of a value of the ask's kind said
 * of the thing asked (`value-choice.ts`);
 * "I'm not sure" / "I can't give that out" is unknown, "we don't offer that" not offered (a no for a
 * yes/no ask). An answer given before the ask came up is found by kind and topic in any business turn.
 */
export function readAnswers(asks: Ask[], turns: NumberedTurn[], calledOn = new Date()): LocatedAnswer[] {
  const askedBy = askedByKind(asks, turns, assignAgentTurns(asks, turns));
  // The business's first words, before the agent speaks, are its greeting ("Sunny Swim, how can I
  // help?"), which answers nothing, unless it is a recording that gives hours and rules.
  const firstAgent = turns.find((t) => t.speaker === 'agent')?.index ?? -1;
  const clauses = turns
    .filter((t) => t.speaker === 'business' && (t.index > firstAgent || isRecordedMessage(t.text)))
    .flatMap((t) => clausesOf(t.index, t.text))
    .filter((clause) => !namesTheBusiness(clause.text) && !isMenuChoice(clause.text));
  const replying = answering(clauses, turns, askedBy);
  const answers = asks.map((ask, i) => {
    try {
      const found = locate(ask, turnsFor(ask, asks[i - 1], askedBy), turns, clauses, {
        askedBy,
        otherTopics: questionsOfOthers(ask, asks, turns, askedBy),
        closer: (turn) => closerToAnother(ask, asks, askedBy, turns, turn),
        heardFrom: firstAgent,
        callAsks: asks,
      });
      // A question cut off before it was put is not asked, and nothing said before answers it.
      const volunteered =
        found.status === 'not_asked' &&
        (askedBy.get(ask.key) ?? []).length === 0 &&
        volunteeredValue(
          ask,
          asks,
          // A recorded greeting saying whom something is for ("…for ages eight and up") gives its ages.
          [...(ask.kind === 'age_range' ? clauses.filter((c) => c.turn < firstAgent) : []), ...replying],
          (clause) => valueFit(ask, clause),
          { turns, askedBy },
        );
      if (volunteered) return located(ask, 'answered', volunteered, false);
      const summedUp =
        found.status === 'not_asked' && summedUpUnasked(ask, asks, { turns, clauses, calledOn });
      if (summedUp) return located(ask, 'answered', summedUp, false);
      // "Let me look... no, October's full.": a yes or no said outright outweighs the agent's sum.
      const outright = ask.kind === 'yes_no' && BARE_YES_OR_NO.test(found.quote ?? '');
      const put = askedBy.get(ask.key) ?? [];
      const putting = { put, nextQuestion: nextQuestion(ask, askedBy) };
      const readBack =
        found.status === 'answered' &&
        !outright &&
        readBackClause(
          ask,
          { ...putting, next: putAt(asks, askedBy, putting.nextQuestion) },
          { turns, clauses, calledOn },
        );
      const answer =
        readBack && readBack.text !== found.quote ? located(ask, 'answered', readBack, found.reasked) : found;
      const open = readsBackEither(ask, put, answer.quote ?? '', turns) || agreedItDepends(putting, turns);
      if (answer.status === 'answered' && open) return located(ask, 'unclear', null, answer.reasked);
      // A no to "is there a standard rate?" denies one value, not the thing; one value said stands,
      // but not one of several ("eighty-nine in town, one twenty-five past the county line").
      const denied =
        (answer.status === 'not_offered' || (answer.status === 'answered' && saysSeveral(answer, turns))) &&
        deniedOneValue(putting, turns);
      if (ask.kind !== 'yes_no' && denied) return located(ask, 'unclear', null, answer.reasked);
      // "Cuff or no cuff?" "I don't have that detail." "No cuff, twenty. With cuff, twenty-eight.":
      // a value for each case the agent could not tell leaves it open.
      const eachCase =
        answer.status === 'answered' && (valuesByCase(answer, turns) || caseLeftOpen(answer, turns));
      if (VALUED.has(ask.kind) && eachCase) return located(ask, 'unclear', null, answer.reasked);
      const quote = answer.quote ?? '';
      return answer.status === 'answered' && (otherDaysOnly(ask, quote) || otherHoursOnly(ask, quote))
        ? { ...answer, status: 'not_offered' as const }
        : answer;
    } catch (error) {
      // Words no rule foresaw lose this ask's answer, not every answer of the call.
      logger.error('Locating an answer failed', { askKey: ask.key, kind: ask.kind, error });
      return located(ask, 'unclear', null, false);
    }
  });
  return unofferedFollowUps(asks, answers);
}

/** A reply opening with the word yes or no itself (not "We don't do Saturdays"). */
const BARE_YES_OR_NO = /^(?:(?:oh|um|uh|well|so)[\s,]+)*(?:yes|yeah|yep|yup|no|nope|nah)\b/i;

/** The agent saying it lacks a detail: "I don't have the address", "I don't know the model". */
const LACKING =
  /\bI (?:don't|do not) (?:have|know) (?:that|the|their|his|her|which|what|how|where)\b|\bI'm not sure (?:which|what|where)\b/i;

/**
 * The agent saying the parent did not tell a detail and asking for the value in every case: "They
 * didn't give me the exact date, sorry. Could you give me both?"
 */
const ASKS_FOR_EACH =
  /\b(?:they|she|he|the parent) (?:didn't|did not) (?:give|tell|say)\b.*\b(?:both|either)\b[^?.]*\?/i;

/** Words that add a value to the one asked: "a travel fee on top", "plus tax". */
const ADDED = /\b(?:on top|extra|plus|additional|also)\b/i;

/**
 * Whether, just before the turn an answer is quoted from, the business asked something ("Where
 * are they at?") and the agent, asking nothing, said it lacks the detail; and the turn then says
 * more than one number, none of them added to another ("a travel fee on top").
 */
function valuesByCase(answer: LocatedAnswer, turns: NumberedTurn[]): boolean {
  // "Daytime it's seventy-five, after six ninety-five. So right now it'd be ninety-five.": the case
  // the business sums up for is settled.
  if (OPENS_SO.test(answer.quote ?? '')) return false;
  const agent = turns.findLast((t) => t.index < (answer.turn ?? -1) && t.speaker === 'agent');
  const asked = agent && turns.findLast((t) => t.index < agent.index && t.speaker === 'business');
  const line = agent?.text.replace(/’/g, "'") ?? '';
  const lacking = !!asked && ((LACKING.test(line) && !line.includes('?')) || ASKS_FOR_EACH.test(line));
  if (!lacking || !asked.text.includes('?')) return false;
  const text = turns.find((t) => t.index === answer.turn)?.text ?? '';
  const kept = clausesOf(answer.turn!, text).filter((clause) => !ADDED.test(clause.text));
  return new Set(kept.flatMap((clause) => numbersSaid(clause.text))).size > 1;
}

/**
 * "So a little eight-week-old, that's three visits. … Do you know how old he is?" "I don't have the
 * kitten's age." "Then I really can't say.": a value said for one case, then taken back when the
 * agent cannot tell which case holds, is open.
 */
function caseLeftOpen(answer: LocatedAnswer, turns: NumberedTurn[]): boolean {
  const turn = turns.find((t) => t.index === answer.turn);
  const after = turn?.text.slice(turn.text.indexOf(answer.quote ?? '') + (answer.quote ?? '').length) ?? '';
  if (!after.includes('?')) return false;
  const agent = turns.find((t) => t.index > turn!.index && t.speaker === 'agent');
  const back = agent && turns.find((t) => t.index > agent.index && t.speaker === 'business');
  return (
    !!back && LACKING.test(agent.text.replace(/’/g, "'")) && !agent.text.includes('?') && isUnknown(back.text)
  );
}

/** Whether the turn an answer is quoted from says more than one number. */
function saysSeveral(answer: LocatedAnswer, turns: NumberedTurn[]): boolean {
  const text = turns.find((t) => t.index === answer.turn)?.text ?? '';
  return new Set(numbersSaid(text)).size > 1;
}

/** The agent turn putting the next other ask after this one's first putting (none: past the end). */
function nextQuestion(ask: Ask, askedBy: Map<string, number[]>): number {
  const first = Math.min(...(askedBy.get(ask.key) ?? []));
  const later = [...askedBy.entries()]
    .filter(([key]) => key !== ask.key)
    .flatMap(([, put]) => put)
    .filter((turn) => turn > first);
  return later.length > 0 ? Math.min(...later) : Number.POSITIVE_INFINITY;
}

/** The asks a turn puts. */
const putAt = (asks: Ask[], askedBy: Map<string, number[]>, turn: number) =>
  asks.filter((ask) => askedBy.get(ask.key)?.includes(turn));

/**
 * The agent turns whose replies answer an ask: the turns that put it; for a follow-up with no topic
 * of its own ("How much is it?") that the agent never put, the business may have answered it with
 * the ask before it ("Is there a costume fee?" "Yes, sixty-five per costume").
 */
function turnsFor(ask: Ask, previous: Ask | undefined, askedBy: Map<string, number[]>): AskTurns {
  const own = askedBy.get(ask.key) ?? [];
  const valued = ask.kind !== 'yes_no' && ask.kind !== 'text';
  if (own.length > 0 || !previous || !valued || contentWords(ask.label).size > 0)
    return { put: own, read: own };
  return { put: own, read: askedBy.get(previous.key) ?? [] };
}

/** The agent turns that put an ask, and those whose replies are read for its answer. */
interface AskTurns {
  put: number[];
  read: number[];
}

/** The business turns answering an agent turn: up to the next agent turn that asks something. */
function replyTo(agentTurn: number, turns: NumberedTurn[], askTurns: Set<number>): number[] {
  const reply: number[] = [];
  for (const turn of turns) {
    if (turn.index <= agentTurn) continue;
    if (turn.speaker === 'agent' && askTurns.has(turn.index)) break;
    if (turn.speaker === 'business') reply.push(turn.index);
  }
  return reply;
}

function located(ask: Ask, status: AnswerStatus, clause: Clause | null, reasked: boolean): LocatedAnswer {
  const value = clause && (status === 'answered' || status === 'not_offered') ? tidy(clause.text) : null;
  return { key: ask.key, status, value, turn: clause?.turn ?? null, quote: clause?.text ?? null, reasked };
}

const tidy = (text: string) =>
  text
    .replace(/^(?:and|but|so|well|oh|um|uh)[\s,]+/i, '')
    .replace(/[.!;,]+$/, '')
    .trim();

interface ReplyReading {
  status: AnswerStatus;
  clause: Clause | null;
  /** How well the clause states a value of the ask (for choosing between replies). */
  fit: number;
}

function readReply(ask: Ask, reply: Clause[], turns: NumberedTurn[]): ReplyReading | null {
  // "The nineteenth...", "Ugh, this week.": the reply opens thinking it over; but a value trailing
  // off with no other said after it is the answer ("Mondays at ten... and it's forty a class").
  const valueLater = (c: Clause) => reply.slice(reply.indexOf(c) + 1).some((next) => valueFit(ask, next) > 0);
  // "Okay, one second, I don't usually do the self-pay ones, let me grab the sheet. ... Initial
  // evaluation is one seventy-five": words ending in going to look, with no value, say nothing yet.
  const musing = (c: Clause) =>
    (trailsOff(c.text) && (valueFit(ask, c) === 0 || valueLater(c))) ||
    (!opensWithYesOrNo(c.text) &&
      ((endsInAHold(c.text) && (ask.kind === 'yes_no' || valueFit(ask, c) === 0)) ||
        (ask.kind === 'yes_no' && echoesTheQuestion(c.text, ask.label))));
  // "Pool... this week... no, it's closed": every thought the reply opens with goes past.
  const spoken = reply.findIndex((c) => !musing(c) && !isFiller(c.text));
  const heard = reply.filter((c, i) => !isFiller(c.text) && i >= (spoken < 0 ? reply.length : spoken));
  // "No, we don't. Oh wait, actually we do.": a yes or no taken back is read from where it was.
  // "Thirteen, so that'd be our Senior group. Let me just pull up the list... No, it's full.": a yes
  // or no said once the speaker has looked answers.
  // "So, we used to start at six. But, uh, this year... hold on. Hey Tonya, are we doing K this year?
  // ... Yeah, okay, she says yes": so is one said after asking someone, later in the turn.
  const looked = reply.findIndex(
    (c, i) =>
      ask.kind === 'yes_no' &&
      ((i > 0 &&
        c.turn === reply[i - 1]!.turn &&
        endsInAHold(reply[i - 1]!.text) &&
        opensWithYesOrNo(c.text)) ||
        (BARE_YES_OR_NO.test(c.text) &&
          reply.slice(0, i).some((held) => held.turn === c.turn && putsOnHold(held.text)) &&
          // ("We do, yeah… Hang on… Yeah, the sensitive one's two dollars extra": nothing turned round.)
          !reply
            .slice(0, i)
            .some(
              (said) =>
                said.turn === c.turn &&
                opensWithYesOrNo(said.text) &&
                opensWithYes(said.text) === opensWithYes(c.text),
            ))),
  );
  const said =
    ask.kind === 'yes_no'
      ? afterCorrection(looked > 0 ? heard.filter((c) => reply.indexOf(c) >= looked) : heard)
      : heard;
  if (said.length === 0) return null;
  // "We actually don't have the hayride anymore. … the barrel train, and that's included": the thing
  // asked, declined first, has no price (or date, or size); a value after it is another thing's.
  // "Booking or signup fee?" "No per-booking fee. There's a one-time registration fee of thirty-five
  // dollars": one of the things asked declined, and a value said of the other.
  const otherGiven =
    /\bor\b/i.test(ask.label) && said.slice(1).some((c) => c.turn === said[0]!.turn && valueFit(ask, c) > 0);
  if (
    ask.kind !== 'yes_no' &&
    ask.kind !== 'text' &&
    (declinesTheThing(ask, said[0]!.text) || noneOfIt(ask, said)) &&
    !isUnknown(said[0]!.text) &&
    !otherGiven
  )
    return { status: 'not_offered', clause: said[0]!, fit: 0 };
  if (ask.kind !== 'yes_no' && ask.kind !== 'text') {
    const value = valueReading(ask, said, turns);
    // "Anywhere from thirty-five hundred to six grand. I can't give you one number.": a span is said, and left open.
    if (value?.status === 'unclear') return value;
    // "Oh, that's the thing, it depends. If it's clean, forty-five minutes. If …": after saying it
    // depends, a value said under one condition leaves the value open.
    // "If we have the part, forty-five minute. … if not, we order, two, three days.": so is a value
    // said under one condition and another value under the other.
    // "So it depends if you've got a membership. Members it's ninety-five, non-members one thirty-five.":
    // so are two values said at once after saying it depends, or each under its own condition ("two
    // eighty-five if it's under two thousand square feet, and three-twenty if it's over").
    const conditional = value?.clause && CONDITIONAL.test(value.clause.text);
    const source =
      value?.clause && said.find((c) => c.turn === value.clause!.turn && c.text.includes(value.clause!.text));
    const twoAtOnce =
      VALUED.has(ask.kind) && !!source && !ADDED.test(source.text) && valuesApart(ask, source.text) > 1;
    // "Ah, it varies, but … every six to eight weeks, so all in, about eighteen appointments": a value
    // summed up after "so" settles what varies.
    const settled =
      !!value?.clause && summedUp(ask.kind, value.clause.text, readingContext(ask.label)) !== null;
    if (
      value?.clause &&
      !settled &&
      ((conditional && otherwiseAfter(said, value.clause)) ||
        (conditional && dependsBefore(ask, said, value.clause)) ||
        (twoAtOnce && dependsBefore(ask, said, source!)) ||
        severalSaidItDepends(ask, said, value.clause, turns) ||
        eachUnderItsOwn(ask, sentenceOf(value.clause, turns)))
    )
      return { status: 'unclear', clause: value.clause, fit: 0 };
    // "…I think spring went up to two-eighty. I don't want to tell you the wrong number. It's one or
    // the other": two values said, neither known to be the one.
    const either =
      value?.clause && said.slice(said.indexOf(value.clause) + 1).find((c) => EITHER.test(c.text));
    if (either) return { status: 'unclear', clause: either, fit: 0 };
    // "There's no hard rule. He's taken five-year-olds and he's turned away eight-year-olds.": values
    // said after saying there is no one value are cases, not the value.
    const noRule =
      value?.clause && said.slice(0, said.indexOf(value.clause)).find((c) => NO_RULE.test(c.text));
    if (noRule) return { status: 'unclear', clause: noRule, fit: 0 };
    const unsaid =
      value?.clause && (notKnownInstead(ask, said, value.clause) ?? disowned(said, value.clause));
    if (unsaid) return { status: 'unknown', clause: unsaid, fit: 0 };
    if (value) return value;
  }
  const opening = said[0]!;
  // "Do you rent helmets?" "No, we don't rent.": the business does not do the act asked about.
  // ("We don't do Saturdays, but we've got Sunday classes.": a no, with another kind of the thing instead.)
  const instead = said[1]?.turn === opening.turn && /^\W*but\b/i.test(said[1].text);
  if (
    ask.kind === 'yes_no' &&
    ASKS_WHAT_YOU_DO.test(ask.label) &&
    deniesTheAct(ask.label, opening.text, { insteadAfter: instead, bare: true })
  )
    return { status: 'not_offered', clause: opening, fit: 0 };
  // "We do some, yeah.", "Most of it, yeah.", "Some are.": a yes of part leaves the whole open.
  if (ask.kind === 'yes_no' && PARTLY.test(opening.text))
    return { status: 'unclear', clause: opening, fit: 0 };
  // "It's— [garbled] —so if you go to the— [call drops]": words lost on the line leave it open.
  const openingTurn = turns.find((t) => t.index === opening.turn)?.text ?? '';
  if (
    (ask.kind === 'yes_no' || ask.kind === 'text') &&
    !BARE_YES_OR_NO_FIRST.test(opening.text) &&
    lostOnTheLine(opening.text, openingTurn)
  )
    return { status: 'unclear', clause: opening, fit: 0 };
  // "Um, not that I know of? Accounts handles all that, I'd hate to tell you the wrong thing.": a yes
  // or no put as a question, then disowned, is not known.
  const disownedYesOrNo =
    ask.kind === 'yes_no' &&
    opensWithYesOrNo(opening.text) &&
    opening.text.trim().endsWith('?') &&
    said.find((c) => c.turn === opening.turn && c !== opening && isUnsureOf(ask, c));
  if (disownedYesOrNo) return { status: 'unknown', clause: disownedYesOrNo, fit: 0 };
  if (ask.kind === 'yes_no' && opensWithYesOrNo(opening.text) && !unsureNo(ask, opening))
    return {
      status: 'answered',
      clause:
        answerPastAlternative(ask, opening, turns) ??
        answerPastOtherQuestion(ask, opening, turns) ??
        yesToTheOther(ask, said) ??
        yesToAnotherKind(ask, said) ??
        opening,
      fit: 1,
    };
  if (isUnknown(opening.text)) {
    // "I'd have to double-check, but I think so": the speaker's own "but" still answers.
    const but = said[1];
    if (
      ask.kind === 'yes_no' &&
      but?.turn === opening.turn &&
      /^but\b/i.test(but.text) &&
      opensWithYesOrNo(but.text)
    )
      return { status: 'answered', clause: but, fit: 1 };
    return { status: 'unknown', clause: opening, fit: 0 };
  }
  // "That's a Saturday, we're tight. I can't promise anything until dispatch looks.": no yes, no or
  // value said, and the business says it cannot say.
  // "Cash I'm not sure. …" "Is anyone else there who'd know?" "No, it's just me.": a yes or no said
  // to the agent's question in between, on another topic, answers that question.
  const topic = contentWords(ask.label);
  const toAnother = (c: Clause, asking = (line: string) => line.includes('?')) =>
    turns.some(
      (t) =>
        t.speaker === 'agent' &&
        t.index > said[0]!.turn &&
        t.index < c.turn &&
        asking(t.text) &&
        overlap(topic, contentWords(t.text)) === 0,
    );
  // "And one more question, about SwimSafer—" … "I call you back later ah.": not knowing, said once
  // the agent has gone on to another question, is not of this one.
  const afterTheNext = (c: Clause) => toAnother(c, (line) => breaksOff(line.trim()));
  // "I don't know if she's been checking. Stand still, buddy! Sorry.": a "sorry" said alone within a
  // turn apologizes for an aside; it says no no.
  const apology = (c: Clause) =>
    BARE_SORRY.test(c.text) && said.some((s) => s.turn === c.turn && said.indexOf(s) < said.indexOf(c));
  const unsure =
    ask.kind !== 'text' &&
    // ("I'm not sure, no.": a no agreeing that the speaker is not sure.)
    !(
      ask.kind === 'yes_no' &&
      said.some((c) => opensWithYesOrNo(c.text) && !toAnother(c) && !apology(c) && !unsureNo(ask, c))
    ) &&
    said.find(
      (c) => !afterTheNext(c) && (isUnsureOf(ask, c) || (ask.kind !== 'yes_no' && notFixedYet(c.text))),
    );
  // "It depends on the package, some are fifty, some a hundred." … "I don't want to tell you the wrong
  // number.": said to depend, then not known any closer when asked again, it is left open.
  const openFirst = (c: Clause) =>
    c.turn !== opening.turn &&
    isVague(ask, opening.text) &&
    !said.some((s) => s.turn === opening.turn && isUnsureOf(ask, s));
  // "Maybe twenty-five, maybe forty, I'm not sure": not sure which of two said, it is left open.
  if (unsure && saysAlternatives(unsure.text)) return { status: 'unclear', clause: unsure, fit: 0 };
  if (unsure && !openFirst(unsure)) return { status: 'unknown', clause: unsure, fit: 0 };
  if (isVague(ask, opening.text)) {
    const settled = ask.kind === 'yes_no' ? settledAfterAll(ask, opening, said) : undefined;
    return settled
      ? { status: 'answered', clause: settled, fit: 1 }
      : { status: 'unclear', clause: opening, fit: 0 };
  }
  if (isDeclined(ask, opening.text)) return { status: 'not_offered', clause: opening, fit: 0 };
  if (ask.kind === 'yes_no') {
    const unsure = unsureThroughout(ask, said, turns);
    if (unsure) return { status: 'unknown', clause: unsure, fit: 0 };
    const chosen = yesNoClause(ask, said);
    // "Let me look. … So today is a maybe.": the statement that answers leaves it open; so does
    // summing up that it depends ("It's by night. So it really just depends which night works.").
    if (isVague(ask, chosen.text) && !opensWithYesOrNo(chosen.text))
      return { status: 'unclear', clause: chosen, fit: 0 };
    const dependsAfterAll = said
      .slice(said.indexOf(chosen) + 1)
      .find((c) => OPENS_SO.test(c.text) && isVague(ask, c.text));
    if (dependsAfterAll && !opensWithYesOrNo(chosen.text))
      return { status: 'unclear', clause: dependsAfterAll, fit: 0 };
    return { status: 'answered', clause: chosen, fit: 1 };
  }
  // "Is there a sibling discount?" "I think there is, but I don't want to tell you wrong.": a question
  // asked as yes or no is not known, as a yes or no ask's would be.
  const unsureOfYesOrNo =
    ask.kind === 'text' && OPENS_YES_NO.test(ask.label) && unsureThroughout(ask, said, turns);
  if (unsureOfYesOrNo) return { status: 'unknown', clause: unsureOfYesOrNo, fit: 0 };
  // "Could be a quarter, could be a half, it depends on arm length": what it might be, not what it is.
  if (ask.kind === 'text' && variesByCase(tokensOf(opening.text)))
    return { status: 'unclear', clause: opening, fit: 0 };
  // "Hmm, I think it is three months, or maybe six… I don't want to tell you wrong.", "Honestly it
  // depends what's going on with it. … I can't really tell you till we see it.": a guess or a
  // "depends" the speaker then says they can't stand by is not known.
  const disownedGuess =
    ask.kind === 'text' &&
    (isHedged(wordsOf(opening.text)) || DEPENDS.test(opening.text)) &&
    said.find((c) => c.turn === opening.turn && c !== opening && isUnsureOf(ask, c));
  if (disownedGuess) return { status: 'unknown', clause: disownedGuess, fit: 0 };
  if (ask.kind === 'text') return { status: 'answered', clause: opening, fit: 1 };
  return { status: 'unclear', clause: null, fit: 0 };
}

const BARE_SORRY = /^\W*sorry\W*$/i;

/** The agent asking whether a value can be found out: "Is there any way to confirm…?", "Is there someone who would know?" */
const ASKS_HOW_TO_KNOW =
  /\b(?:any|a) way (?:to|of|we could|I could)\b[^?]*\b(?:confirm|check|find out|know|tell)\b|\b(?:someone|anyone|anybody|somebody) (?:there )?(?:who|that)(?: would|'d| might)? know\b/i;

/** Saying a value depends on something: "it depends what's going on with it". */
const DEPENDS = /\bdepends\b/i;

/** A reply whose first word is a yes or a no: "Yeah, we've got a— [static]". */
const BARE_YES_OR_NO_FIRST = /^\W*(?:yes|yeah|yep|yup|sure|no|nope|nah)\b/i;

/** Saying there is no one value: "There's no hard rule", "no set minimum", "no fixed price". */
const NO_RULE =
  /\b(?:no|not an?) (?:hard|set|firm|fixed|real) (?:and fast )?(?:rule|minimum|maximum|age|price|number|length|time|one)\b/i;

/**
 * Words leaving a value one of two said: "It's one or the other", "one of those two", "Either one,
 * really" (not "twenty off either one", nor "They'd just pick one of those": a choice the caller makes).
 */
const EITHER =
  /\b(?:one or the other|(?<!\b(?:pick|choose|take|book|join|do|chose|picks|chooses)\s+)one of (?:those|the two))\b|^\W*(?:(?:yeah|yes|right|that's right|so|well|oh)[\s,]+)*either one\b/i;

/** A reply opening with a yes of part of the thing asked: "We do some", "Most of it", "Some are". */
const PARTLY =
  /^\W*(?:(?:oh|um|uh|well|so|yeah|yes)[\s,]+)*(?:we do some|some of (?:it|them)|some are|some do|most of (?:it|them)|mostly|partly|partially|most are|most do)\b/i;

/** Words saying no one value can be given: "I can't give you one number, it's all about the hair." */
const NO_ONE_VALUE =
  /\b(?:can't|cannot|can not|couldn't) (?:give|tell|quote) (?:you )?(?:one|a single|an exact|a set) (?:number|price|time|figure|answer)\b/i;

/** Words saying two conditions: "…if it's under two thousand square feet, and three-twenty if it's over". */
const EACH_IF = /\bif\b.*\bif\b/i;

/** The sentence of its turn a clause is said in. */
const sentenceOf = (clause: Clause, turns: NumberedTurn[]) =>
  sentencesOf(turns.find((t) => t.index === clause.turn)?.text ?? '').find((sentence) =>
    sentence.includes(clause.text),
  ) ?? clause.text;

/**
 * "So that week it jumps around a lot. Monday and Tuesday are showing about one-eighty-nine, but
 * toward the weekend it's up around two-forty. It really depends which nights you pick.": values
 * said in one sentence, with the reply saying it depends before or after them, leave it open.
 */
function severalSaidItDepends(ask: Ask, said: Clause[], clause: Clause, turns: NumberedTurn[]): boolean {
  const sentence = sentenceOf(clause, turns);
  if (!VALUED.has(ask.kind) || ADDED.test(sentence) || valuesApart(ask, sentence) < 2) return false;
  // Each value in a clause of its own ("…about one-eighty-nine, but toward the weekend…two-forty").
  const values = new Set(
    said
      .filter((c) => c.turn === clause.turn && sentence.includes(c.text))
      .map((c) => JSON.stringify(normalizeAnswer(ask.kind, c.text, readingContext(ask.label))?.value ?? null))
      .filter((value) => value !== 'null'),
  );
  return (
    values.size > 1 &&
    said.some((other) => other !== clause && other.turn === clause.turn && GOES_BY_CASE.test(other.text))
  );
}

/** Saying a value goes by the case: "it depends", "it varies", "it jumps around a lot". */
const GOES_BY_CASE =
  /\b(?:depends|varies|vary|jumps around|moves around|goes up and down|all over the place|case by case)\b/i;

/** Whether a sentence says two values of the ask, each under a condition of its own. */
const eachUnderItsOwn = (ask: Ask, text: string) =>
  VALUED.has(ask.kind) && EACH_IF.test(text) && !ADDED.test(text) && valuesApart(ask, text) > 1;

/** A clause stating its value under a condition: "If it's clean, forty-five minutes." */
const CONDITIONAL = /^\W*(?:(?:and|but|so|well|oh|um)[\s,]+)?if\b/i;

/** Whether the reply goes on to the other case after the clause: "if not, we order, two, three days". */
const otherwiseAfter = (said: Clause[], clause: Clause) =>
  said
    .slice(said.indexOf(clause) + 1)
    .some((after) => /\b(?:if not|otherwise)\b/i.test(after.text) && numbersSaid(after.text).length > 0);

/** Whether the reply says it depends before the clause: "Okay, so it just depends then." */
const dependsBefore = (ask: Ask, said: Clause[], clause: Clause) =>
  said.slice(0, said.indexOf(clause)).some((before) => isVague(ask, before.text));

/**
 * "I'm not able to quote that over the phone. … The evaluation itself is two twenty-five.", "There's
 * a costume fee, that's around ninety. The recital fee itself... I'm not sure what it is.": the
 * business does not know the thing asked, and the value it gives is another thing's: opening the
 * reply with not knowing before a value that names none of the ask's words, or not knowing said of
 * more of the ask's words (with the words broken off before it) than the value's clause names (a
 * hold to check, with the value said after it, is no not knowing).
 */
function notKnownInstead(ask: Ask, said: Clause[], value: Clause): Clause | null {
  const topic = contentWords(ask.label);
  const about = (text: string) => overlap(topic, contentWords(text));
  const valueAbout = about(value.text);
  for (const [i, clause] of said.entries()) {
    const valued = normalizeAnswer(ask.kind, clause.text, readingContext(ask.label)) !== null;
    if (clause === value || valued || !isUnknown(clause.text)) continue;
    // "…fifteen dollars... let me double-check that... yes, fifteen dollars": the value once checked.
    if (isHold(clause.text) && value.turn === clause.turn && said.indexOf(value) > i) continue;
    const before = said[i - 1];
    const lead = before && before.turn === clause.turn && breaksOff(before.text) ? before.text : '';
    // "The rec class is eighty-eight a month. Team, honestly, it depends … I don't want to give you a
    // wrong number.": what is said between a value naming none of the ask's words and not knowing,
    // in the same turn, is what is not known.
    const between = said
      .slice(said.indexOf(value) + 1, i)
      .filter((c) => valueAbout === 0 && c.turn === clause.turn && value.turn === clause.turn)
      .map((c) => c.text)
      .join(' ');
    if ((i === 0 && valueAbout === 0) || about(`${lead} ${between} ${clause.text}`) > valueAbout)
      return clause;
  }
  return null;
}

/**
 * A reply, before the agent speaks again, with no yes or no, in which the speaker does not know: not
 * knowing said outright ("I really don't want to tell you the wrong thing. If they email, she'll
 * answer that today."), or in every word of the thing asked ("Maria does that stuff. I know we did
 * something for siblings at camp but I don't know about the course. She's in tomorrow."); "There's
 * a sibling discount. I don't know what percent though." is unsure only of a detail.
 */
function unsureThroughout(ask: Ask, said: Clause[], turns: NumberedTurn[]): Clause | undefined {
  const agentBetween = (c: Clause) =>
    turns.some((t) => t.speaker === 'agent' && t.index > said[0]!.turn && t.index < c.turn);
  const reply = said.filter((c) => !agentBetween(c));
  if (reply.some((c) => opensWithYesOrNo(c.text))) return undefined;
  const outright = reply.find((c) => isUnknown(c.text) && !namesADetail(c.text));
  if (outright) return outright;
  const topic = contentWords(ask.label);
  const topical = reply.filter((c) => overlap(topic, contentWords(c.text)) > 0);
  return topical.some((c) => !isUnknown(c.text)) ? undefined : reply.find((c) => isUnknown(c.text));
}

/**
 * "It depends on the weapon. … But almost every kid starts with foil anyway, so in practice, yes.":
 * a yes or no the speaker comes to after "it depends", in the same turn, answers after all.
 */
function settledAfterAll(ask: Ask, opening: Clause, said: Clause[]): Clause | undefined {
  const later = said.slice(1).filter((c) => c.turn === opening.turn);
  return later.findLast((c) => VERDICT.test(c.text) && answersYesOrNo(ask, c.text));
}

/** A clause ending on its verdict: "…, so in practice, yes.", "So no." */
const VERDICT = /(?:^|[,;]\s*|\bso\s+)(?:yes|yeah|yep|no|nope)[.!]*$/i;

const answersYesOrNo = (ask: Ask, text: string) =>
  normalizeAnswer('yes_no', text, readingContext(ask.label)) !== null;

/**
 * "I wanna say it's like one-fifty a month? … I don't want to give you the wrong number.": a value
 * said unsure, that the speaker then says they don't know, is not known. A span ("anywhere from about
 * sixty-five hundred up to eighty-five hundred … she won't put a number on it") is said, and left open.
 */
function disowned(said: Clause[], value: Clause): Clause | null {
  const after = said.slice(said.findIndex((c) => c.turn === value.turn && c.text.includes(value.text)) + 1);
  // "That I honestly don't know. … I mean, a kids day pass is eighteen, but that's not the program.":
  // a value said to be of another thing leaves the thing asked not known.
  if (after[0]?.turn === value.turn && NOT_IT.test(after[0].text))
    return said.find((c) => isUnknown(c.text)) ?? null;
  // "With an appointment, about forty-five minutes. Walk-in I can't promise anything.": a value said
  // of one case stands beside not knowing another.
  // ("I think it's six? Or eight.": a value said as the other of two is a guess too.)
  const guessed = isHedged(wordsOf(value.text)) || /^\W*or\b/i.test(value.text);
  if (!guessed || SPANS.test(value.text) || OF_A_CASE.test(value.text)) return null;
  return after.find((c) => c.turn === value.turn && isUnknown(c.text)) ?? null;
}

/**
 * "I'm not sure, no.": a no agreeing the speaker is not sure; "Not that I know of, no." is a no as
 * people say it.
 */
const unsureNo = (ask: Ask, clause: Clause) =>
  isUnsureOf(ask, clause) &&
  (!opensWithYes(clause.text) || AGREED_UNSURE.test(clause.text)) &&
  !/\bnot that (?:i|we) (?:know|am aware|'m aware|are aware|'re aware)\b/i.test(clause.text);

/** "Yeah, I'm not sure, sorry.": a yes agreeing the speaker is not sure. */
const AGREED_UNSURE =
  /^\W*(?:yeah|yes|yep|yup)\b[\s,.!]*(?:i'?m |i am )?(?:not sure|no idea|don'?t know|do not know)\b/i;

/** A clause opening with the case its value holds in: "With an appointment, …", "For the small one, …". */
const OF_A_CASE = /^\W*(?:(?:and|but|so|well|oh|um)[\s,]+)?(?:with|for|on) (?:an?|the)\b[^,]*,/i;

/** A value said to be of another thing: "but that's not the program", "that isn't for the class". */
const NOT_IT =
  /^\W*(?:but\s+)?(?:(?:that's|that is|it's|it is)\s+not|that isn't|it isn't)\s+(?:the|for|what)\b/i;

/** A reply declining the very thing the question names ("We don't have the hayride anymore", "We don't rent"). */
const declinesTheThing = (ask: Ask, clause: string) =>
  (saysNotOffered(clause) &&
    (overlap(contentWords(ask.label), contentWords(clause)) > 0 || sameLength(ask.label, clause))) ||
  // "How much is the summer intensive?" "Ah, no, in summer we are closed.": closed when it would be.
  (ask.kind === 'money' &&
    WE_ARE_CLOSED.test(clause) &&
    overlap(contentWords(ask.label), contentWords(clause)) > 0 &&
    valueFit(ask, { turn: 0, text: clause }) === 0) ||
  givesUpIt(clause) ||
  deniesTheAct(ask.label, clause);

const WE_ARE_CLOSED = /\b(?:we are|we're|we’re)\s+(?:closed|shut)\b/i;

/** "A 30-minute private lesson?" "We don't actually do half hours.": the length asked of, named another way. */
const sameLength = (label: string, clause: string) => {
  const asked = normalizeAnswer('duration', label, readingContext(''))?.value.minutes;
  return (
    asked !== undefined && normalizeAnswer('duration', clause, readingContext(''))?.value.minutes === asked
  );
};

/** A question whether the business does something: "Do you rent helmets?", "Does the shop deliver?" */
const ASKS_WHAT_YOU_DO = /^(?:do|does|can|could|will|would) (?:you|they|the|it)\b/i;

/** Fits closer than this are as good as equal: a hedge ("about") does not make a value fit less. */
const SAME_FIT = 0.1;

/**
 * The clause of a reply stating a value of the ask's kind that fits it best; after a correction
 * ("ninety minutes, sorry, no, sixty minutes") or the agent's narrowing question ("And the basic
 * one?") only what follows counts. A schedule
 * goes on into the clauses that add to it ("Saturday mornings, and a Wednesday one too"), and a
 * schedule that leaves out every day asked about ("we're closed on Sundays") says it is not offered.
 */
function valueReading(ask: Ask, said: Clause[], turns: NumberedTurn[]): ReplyReading | null {
  const statements =
    ask.kind === 'schedule'
      ? said
      : said.flatMap((c) => valueStatements(c, (text) => valueFit(ask, { turn: c.turn, text }) > 0));
  const fits = saidAgain(
    ask,
    forTheChildsAge(
      ask,
      statements.map((clause) => ({ clause, fit: valueFit(ask, clause) })),
    ),
  );
  const firstValue = fits.findIndex((c) => c.fit > 0);
  // "…one forty-five a month. Then on top of that there's the registration, ninety-five — sorry,
  // ninety-eight": a correction of an add-on's price leaves the price asked.
  const corrected = fits.findIndex(
    (c, i) =>
      i > firstValue &&
      !isAddOn(ask, c.clause.text) &&
      (corrects(c.clause.text) ||
        // "It's four hundred and, uh, hang on, they just changed it... fifty. Four-fifty.": a price
        // broken off is finished by what follows.
        // "Cheapest is, um, like two-fifty? Two forty-nine.": a value guessed at is made exact.
        (ask.kind === 'money' &&
          i > 0 &&
          fits[i - 1]!.fit > 0 &&
          (breaksOff(fits[i - 1]!.clause.text) || fits[i - 1]!.clause.text.trim().endsWith('?'))) ||
        (i > 0 && fits[i - 1]!.fit > 0 && madeExact(ask, fits[i - 1]!.clause, c.clause)) ||
        (i > 0 &&
          narrowedBetween(
            fits[i - 1]!.clause,
            c.clause,
            turns,
            (text) => valueFit(ask, { turn: 0, text }) > 0,
          )) ||
        // "…anywhere from eight to twenty depending on the zone. That's the one on Harlan, right?"
        // "I believe so." "Okay, zone two, so twelve.": a span narrowed once the business learns more.
        (c.fit > 0 &&
          spansValues(ask.kind, fits[firstValue]!.clause.text) &&
          turns.some(
            (t) =>
              t.speaker === 'agent' && t.index > fits[firstValue]!.clause.turn && t.index < c.clause.turn,
          ))),
  );
  // "…I'd have to check with Kevin. So three or four.": the business sums up with no one value.
  // "Could be an hour and a half, could be four": one possibility and another leave it open too.
  const open = fits.find(
    (c, i) =>
      firstValue >= 0 &&
      ((i > firstValue && (leftOpen(c.clause.text) || NO_ONE_VALUE.test(c.clause.text))) ||
        (i >= firstValue && c.fit > 0 && saysAlternatives(c.clause.text)) ||
        // "Usually four to six hours.": a range of lengths said first (not "fifteen, twenty minutes of
        // balloons" after the show's own length).
        (i === firstValue && ask.kind === 'duration' && spansLengths(tokensOf(c.clause.text)))),
  );
  if (ask.kind !== 'schedule' && open) return { status: 'unclear', clause: open.clause, fit: 0 };
  const after =
    firstValue >= 0 && corrected > 0
      ? fits.slice(corrected).filter((c) => c.fit > 0 && !restates(ask, c.clause, fits[firstValue]!.clause))
      : [];
  const candidates = after.length > 0 ? after : fits.filter((c) => c.fit > 0);
  // Of values that fit about as well, the first said: "About one seventy-five. With most plans you pay nothing."
  const top = Math.max(...candidates.map((c) => c.fit));
  const close = (c: { fit: number }) => c.fit >= top - SAME_FIT;
  // "Hour and a half on the lanes … then the party room for another thirty minutes. So two hours all
  // in.": a length summed up at the end is the whole of its parts.
  // "The show itself is forty-five minutes. Then balloons after, so about an hour total.": a length
  // (or a price: "So twelve hundred together, but the membership itself is three hundred") said of
  // the thing asked itself is its own, not the total with what comes after.
  // (Not "The evaluation itself is longer" to "How long are sessions?": another thing's own length.)
  const itself = candidates.find((c) => {
    const thing = /([\w'-]+)\s+itself\b/i.exec(c.clause.text)?.[1];
    return thing !== undefined && overlap(contentWords(ask.label), contentWords(thing)) > 0;
  });
  // "We've got two Frogs, … there's a Squish, and there's an ex-display Raleigh. So four.": a count
  // summed up after the things counted.
  const total =
    ask.kind === 'duration'
      ? (itself ?? candidates.findLast((c) => hasCue(phrase(c.clause.text), TOTAL_WORDS)))
      : ask.kind === 'count'
        ? (candidates.find(
            (c, i) =>
              i > 0 && SUMMED_COUNT.test(c.clause.text) && c.clause.turn === candidates[0]!.clause.turn,
          ) ??
          // "…four kids to one teacher. The older kids go up to six. So your little fella'd be in a
          // group of four max.": of counts said, the one the business settles on after them.
          settledOn(candidates, candidates.find(close)))
        : ask.kind === 'money'
          ? (itself ??
            workedOut(candidates) ??
            caseTold(candidates, turns) ??
            settledOn(candidates, candidates.find(close), numbersBefore(turns, candidates[0]?.clause.turn)))
          : undefined;
  const best =
    ask.kind === 'schedule'
      ? chosenSchedule(candidates, close, daysAsked(ask))
      : ask.kind === 'age_range'
        ? chosenAges(candidates, candidates.find(close), ask.label)
        : ask.kind === 'date'
          ? exactDay(candidates, candidates.find(close))
          : (total ?? candidates.find(close));
  if (!best) return null;
  if (ask.kind === 'age_range') {
    const text = turns.find((t) => t.index === best.clause.turn)?.text ?? '';
    return { status: 'answered', clause: rangeGoingOn(best.clause, said, text, ask.label), fit: best.fit };
  }
  // "They go anywhere from forty to sixty an hour", "Say one to two hours": a span leaves the one value
  // open, as does one price or another of the same unit.
  if (
    spansValues(ask.kind, best.clause.text) ||
    eitherOfOneUnit(ask, best.clause.text) ||
    listsOptions(ask.kind, best.clause.text)
  )
    return { status: 'unclear', clause: best.clause, fit: 0 };
  // "Once a week is four-eighty, twice a week is eight-ninety": the price goes by how often.
  if (ask.kind === 'money' && pricedByHowOften(turns, best.clause, ask.label))
    return { status: 'unclear', clause: best.clause, fit: 0 };
  if (ask.kind !== 'schedule')
    return { status: 'answered', clause: inWordsOfCorrected(ask, best.clause, fits, turns), fit: best.fit };
  const clause = withLength(
    withAdditions(withTimesBefore(best.clause, said, turns), said, turns, ask),
    said,
    turns,
  );
  return { status: otherDaysOnly(ask, clause.text) ? 'not_offered' : 'answered', clause, fit: best.fit };
}

/** The numbers the business said in its turns before the turn at `turn`. */
const numbersBefore = (turns: NumberedTurn[], turn = -1) =>
  turns.filter((t) => t.speaker === 'business' && t.index < turn).flatMap((t) => numbersSaid(t.text));

/**
 * "June thirteenth. Sorry, no, the twelfth.": a correction saying a value alone is read in the words
 * of the value it corrects, said just before it in the same turn ("June the twelfth"), when they
 * make it another value.
 */
function inWordsOfCorrected(
  ask: Ask,
  clause: Clause,
  fits: { clause: Clause; fit: number }[],
  turns: NumberedTurn[],
): Clause {
  const before = fits[fits.findIndex((c) => c.clause === clause) - 1];
  if (!before || before.fit <= 0 || before.clause.turn !== clause.turn || !corrects(clause.text))
    return clause;
  const text = turns.find((t) => t.index === clause.turn)?.text ?? '';
  const start = text.indexOf(before.clause.text);
  const end = text.indexOf(clause.text, start);
  if (start < 0 || end < 0) return clause;
  const joined = { turn: clause.turn, text: text.slice(start, end + clause.text.length) };
  const readValue = (said: string) =>
    JSON.stringify(normalizeAnswer(ask.kind, said, readingContext(ask.label))?.value ?? null);
  const framed = readValue(joined.text);
  return repairOf(joined.text) !== null && framed !== 'null' && framed !== readValue(clause.text)
    ? joined
    : clause;
}

/** Whether the turn of `clause` prices the thing by how often a week it comes, the question naming none. */
function pricedByHowOften(turns: NumberedTurn[], clause: Clause, label: string): boolean {
  const text = turns.find((t) => t.index === clause.turn)?.text ?? '';
  return variesByHowOften(joinSpokenPrices(tokensOf(text)), tokensOf(label));
}

/** Whether clauses say a yes or no, a value of the ask's kind, or a word of its topic. */
const speaksOf = (ask: Ask, clauses: Clause[]) =>
  clauses.some(
    (c) =>
      opensWithYesOrNo(c.text) ||
      valueFit(ask, c) > 0 ||
      overlap(contentWords(ask.label), contentWords(c.text)) > 0,
  );

/**
 * "What are your Saturday hours?" "Monday to Friday, nine-thirty to six.": hours given for days
 * that leave out every day asked about say there are none on it (in the reply to the ask, or in
 * the answer a read-back or an earlier turn settles).
 */
function otherDaysOnly(ask: Ask, quote: string): boolean {
  if (ask.kind !== 'schedule') return false;
  const asked = daysAsked(ask);
  const said = normalizeAnswer('schedule', quote, readingContext(ask.label))?.value.days ?? [];
  return asked.length > 0 && said.length > 0 && !said.some((day) => asked.includes(day));
}

/**
 * Parts of the day a question asks hours in, as minutes from midnight: "evening hours", "which
 * evenings", "in the morning" (not "the play afternoon", an event named by its part of the day).
 */
const PARTS_OF_DAY: [RegExp, number, number][] = [
  [/\bmornings\b|\bmorning (?=\w)|\bin the morning\b/i, 0, 12 * 60],
  [/\bafternoons\b|\bafternoon (?=\w)|\bin the afternoon\b/i, 12 * 60, 17 * 60],
  [/\b(?:evenings|nights)\b|\b(?:evening|night) (?=\w)|\bin the evening\b|\bat night\b/i, 17 * 60, 24 * 60],
];

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * "What evening hours do they have?" "No, we're done at four every day.": hours said that all end
 * before the part of the day asked about (or begin after it) say there are none in it.
 */
function otherHoursOnly(ask: Ask, quote: string): boolean {
  const part = ask.kind === 'schedule' && PARTS_OF_DAY.find(([name]) => name.test(ask.label));
  const times = normalizeAnswer('schedule', quote, readingContext(ask.label))?.value.times ?? [];
  if (!part || times.length === 0) return false;
  const [, from, to] = part;
  return times.every((time) => {
    const [start, said = start] = time.split('-').map(minutesOf) as [number, number?];
    // ("Ten p.m. to six a.m.": a span past midnight ends the next day.)
    const end = said < start ? said + 24 * 60 : said;
    return end <= from || start >= to;
  });
}

/**
 * Where and how a business answered an ask: the best reading of its replies to the agent's lines
 * putting the ask (`askTurns`), else an answer given elsewhere in the call.
 */
function locate(
  ask: Ask,
  { put: askTurns, read: readTurns }: AskTurns,
  turns: NumberedTurn[],
  clauses: Clause[],
  {
    askedBy,
    otherTopics,
    closer,
    heardFrom,
    callAsks,
  }: {
    askedBy: Map<string, number[]>;
    /** The call's asks, this one among them. */
    callAsks: Ask[];
    otherTopics: number[];
    closer: (turn: number) => boolean;
    /** The first turn the agent speaks in: the business's words before it are its greeting. */
    heardFrom: number;
  },
): LocatedAnswer {
  const allAskTurns = new Set([...askedBy.values()].flat().concat(otherTopics));
  const replies = readTurns.map((agentTurn) => {
    const replyTurns = new Set(replyTo(agentTurn, turns, allAskTurns));
    return clauses.filter((c) => replyTurns.has(c.turn));
  });
  const reads = replies.map((reply, k) => {
    const line = turns.find((t) => t.index === readTurns[k])?.text ?? '';
    // "And when is the first—" "Oh no, I gotta go. Have 'em call back tomorrow.": a question cut off
    // before it was put is answered by nothing said after it.
    if (notHeard(reply, turns) || cutOffBeforePut(ask, line)) return null;
    const read = readReply(ask, reply, turns);
    // "Is there any way to confirm whether there's a space?" "Not till he's back in, no.": a yes or
    // no to whether the value can be found out says nothing of the value.
    if (ask.kind === 'yes_no' && read?.status === 'answered' && ASKS_HOW_TO_KNOW.test(line)) return null;
    if (read?.status === 'answered') return read;
    // "Let me check, it depends on her schedule. Can you hold?" … "Thanks for waiting. Yes, by four.":
    // a reply that gave no answer is read from where the business comes back from the hold; coming
    // back with no word of the thing asked ("Sorry, I've got a line out the door, bye.") leaves it.
    const resumed = afterTheHold(reply);
    const back = resumed === reply || !speaksOf(ask, resumed) ? null : readReply(ask, resumed, turns);
    return back && back.status !== 'unclear' ? back : read;
  });
  // Asked more than once (or a line that only touched the topic): the reply that answers best wins.
  let answered = -1;
  // ("We don't do a free trial, but…" … "So there's no free trial?" "Exactly.": a yes/no ask's
  // "we don't do that" is its answer no, as good as a no said again.)
  const answers = (read: ReplyReading | null) =>
    read?.status === 'answered' || (ask.kind === 'yes_no' && read?.status === 'not_offered');
  const fitOf = (read: ReplyReading) => (read.status === 'not_offered' ? 1 : read.fit);
  for (const [i, read] of reads.entries()) {
    if (!answers(read) || !read) continue;
    // (A yes to one of several values said, read back, narrows them to it.)
    if (
      answered >= 0 &&
      agreedTo(reads[answered]!, readTurns[i]!, replies[i]!, turns) &&
      !narrowedTo(reads[answered]!, read, turns)
    )
      continue;
    // ("Could you also clean the car seat cover?" puts another ask too; "Are the products safe for
    // kids?" puts this one alone: of answers as good, the one to a line of this ask's own, when the
    // shared line is more the other ask's, or the own line names this ask's things as much.)
    const own = (k: number) =>
      [...askedBy.values()].filter((put) => put.includes(readTurns[k]!)).length === 1;
    const named = (k: number) =>
      overlap(contentWords(ask.label), contentWords(turns.find((t) => t.index === readTurns[k])?.text ?? ''));
    const asGoodOwn =
      answered >= 0 &&
      fitOf(read) === fitOf(reads[answered]!) &&
      own(i) &&
      !own(answered) &&
      (closer(readTurns[answered]!) || named(i) >= named(answered));
    // "So for about fifteen kilometres, what would the total come to?": the value worked out for the case.
    const workedOutForCase =
      VALUED.has(ask.kind) && asksWhatItComesTo(turns.find((t) => t.index === readTurns[i])?.text ?? '');
    // "So he doesn't have to come if they send an old uniform?" "Yes, yes, old one is enough.": a
    // yes or no to the answer summed up the other way settles it.
    const settled =
      ask.kind === 'yes_no' &&
      readBackDenied(ask.label, turns.find((t) => t.index === readTurns[i])?.text ?? '') &&
      opensWithYesOrNo(read.clause?.text ?? '');
    if (
      answered < 0 ||
      fitOf(read) > fitOf(reads[answered]!) ||
      asGoodOwn ||
      workedOutForCase ||
      settled ||
      narrowedTo(reads[answered]!, read, turns)
    )
      answered = i;
  }
  if (answered >= 0) {
    const read = reads[answered]!;
    const turnText = (clause: Clause | null) => turns.find((t) => t.index === clause?.turn)?.text ?? '';
    // (Asked again by a line of its own, not one putting another ask: "How much notice do you need
    // for a cake order?" asks no price again.)
    const askedAgainAlone = readTurns
      .slice(answered + 1)
      .some((turn) => [...askedBy.values()].filter((put) => put.includes(turn)).length === 1);
    // "Anywhere from thirty to forty-five." "Is there a typical rate?" "Not really, it's all over the
    // place.": an answer the agent had to ask again about, with no answer the second time, is open.
    // A yes to the agent's reading back ("So fifty-five for a single lesson?" "Yup.") settles it.
    const again = reads.slice(answered + 1).filter((r) => r !== null);
    const confirmed = replies.slice(answered + 1).some((reply) => opensWithYes(reply[0]?.text ?? ''));
    // "Twenty-five for the one-year, or thirty-five for the three-year." … "So twenty-five or
    // thirty-five.": a value left open, then said again as one or another, is still open.
    const openBefore = reads.slice(0, answered).some((r) => r?.status === 'unclear' && r.clause);
    if (openBefore && VALUED.has(ask.kind) && offersEither(read.clause?.text ?? ''))
      return located(ask, 'unclear', null, true);
    if (
      again.length > 0 &&
      !confirmed &&
      again.every((r) => r?.status === 'unclear' || r?.status === 'unknown') &&
      // ("Private's sixty-five, semi-private's fifty." "Which would a child usually take?" "Depends
      // on the kid.": so is one of several values said, or one said under a condition, that asked
      // again the business cannot settle.)
      (isTentative(ask, read.clause?.text ?? '') ||
        CONDITIONAL.test(read.clause?.text ?? '') ||
        (VALUED.has(ask.kind) && askedAgainAlone && valuesApart(ask, turnText(read.clause)) > 1))
    )
      return located(ask, 'unclear', null, true);
    // "The aftermarket one is one-twenty-nine, …" "Is there one price I should pass along?"
    // "One-twenty-nine or one-eighty-nine.": asked again, the business leaves the value said to a
    // choice between it and another.
    const first = new Set(numbersSaid(read.clause?.text ?? ''));
    const choice = (r: ReplyReading | null) =>
      !!r?.clause && offersEither(r.clause.text) && numbersSaid(r.clause.text).some((n) => first.has(n));
    if (VALUED.has(ask.kind) && !confirmed && again.some(choice)) return located(ask, 'unclear', null, true);
    const said = (read.status === 'answered' && saidBefore(ask, read, clauses)) || read.clause;
    return located(ask, read.status, said, answered > 0);
  }
  // A direct "I don't know" or "we don't offer that" stands (said to this ask, not the one before);
  // otherwise an answer given earlier counts.
  const said = askTurns.length > 0 ? reads.find((read) => read && read.status !== 'unclear') : undefined;
  // "It ranges from about fifty-five to seventy-five an hour." … "I can't give you an exact number.":
  // not knowing more exactly than a span said before leaves it open.
  const spanBefore =
    said && reads.slice(0, reads.indexOf(said)).some((r) => r?.status === 'unclear' && r.clause);
  if (said && !(said.status === 'unknown' && spanBefore))
    return located(ask, said.status, said.clause, askTurns.length > 1);
  // A reply that leaves the value open ("So three or four.") is no answer given elsewhere either.
  if (reads.some((read) => read?.status === 'unclear' && read.clause))
    return located(ask, 'unclear', null, askTurns.length > 1);
  const confirmed = confirmedReadBack(ask, askTurns, turns, clauses);
  if (confirmed) return located(ask, 'answered', confirmed, false);
  // The business went to look and never came back with an answer: it did not know.
  const held = replies.find(endsOnHold);
  if (held) return located(ask, 'unknown', held.at(-1)!, askTurns.length > 1);
  const early = answeredElsewhere(ask, clauses, { heardFrom, callAsks });
  if (early) return located(ask, 'answered', early, false);
  // "And how long is—" "Sorry, I've got to go.": a question cut off before it was put is not asked;
  // one cut off after naming what it is about ("And does she need an appointment for the—") was put.
  // A question no one hears (left in a voicemail message, or on a line gone dead) is not asked either.
  const put = askTurns.filter((at) => {
    const line = turns.find((t) => t.index === at)?.text ?? '';
    const heard = turns.some((t) => t.index > at && t.speaker === 'business');
    return heard && !cutOffBeforePut(ask, line);
  });
  return located(ask, put.length > 0 ? 'unclear' : 'not_asked', null, askTurns.length > 1);
}

/** A reply the agent's next line says it did not hear, for words lost on the line. */
function notHeard(reply: Clause[], turns: NumberedTurn[]): boolean {
  const last = reply.at(-1);
  if (!last) return false;
  const text = turns.find((t) => t.index === last.turn)?.text ?? '';
  const after = turns.find((t) => t.index > last.turn && t.speaker === 'agent');
  return after !== undefined && unheard(text, after.text);
}

/** An agent line broken off before naming what the ask is about: "And how long is—". */
const cutOffBeforePut = (ask: Ask, line: string) =>
  breaksOff(line) && overlap(thingsNamed(ask.label), thingsNamed(line)) === 0;

/** The things a line names: "How long is the class?" → class (not its question words). */
const thingsNamed = (line: string) =>
  new Set(
    termsOf(line)
      .filter((term) => isContent(term) && term.tags.has('Noun'))
      .map((term) => term.word),
  );
