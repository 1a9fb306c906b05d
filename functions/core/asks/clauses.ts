import nlp from 'compromise';
import { isAside } from './asides';
import { kindOf } from './ask-kind';
import { isConditionOf, underCondition } from './condition';
import { closingItems, continuesStatement, continuesTelling, tellsState } from './continuation';
import {
  askedAgainWith,
  askedOfAnother,
  joinedToObject,
  joinsObjects,
  joinsOneName,
  joinsWith,
  sharesComplement,
  sharesObject,
} from './coordination';
import { attributeQuestion, headingAttribute, isAttribute, itemQuestion } from './items';
import { isRankedDescribed, type Piece, piecesOf, type Shape, shapeOf, startsQuestion } from './pieces';
import { extend, type Group, groupOf, withStem } from './question-group';
import { AUXILIARIES, DETERMINERS, QUESTION_WORDS, REQUEST_OPENERS, tokenize } from './words';

/**
 * Splits one sentence into the questions it asks. The sentence is cut at pauses (commas,
 * semicolons), at joining words ("and", "also", "plus") and, in run-ons, where a new question
 * starts ("…lessons when do they start…"). Each piece is then read by its grammatical shape:
 * a question (wh-word + auxiliary, or auxiliary + subject), a request ("I'd like to know if…"),
 * a time phrase that belongs to the previous question ("…Saturday and Sunday"), context ("for my
 * 6-year-old", "near me") which is not asked, or a list item that shares the previous question's
 * stem ("What are your prices, hours and ages?"). A heading before a colon or a dash ("Trampoline park: …")
 * names the topic and is not asked.
 */

/** What has been read of a sentence so far. */
interface Found {
  /** The questions asked, in order. */
  asks: string[];
  /** Items named with no question to join ("Price, hours, ages."). */
  bare: string[];
  /** Whether a heading or an opener introduced what follows ("Need to know: …"). */
  introduced: boolean;
  /** The heading naming what the questions after it are about ("Trampoline park: …"). */
  heading: string | null;
  /** The question being built. */
  group: Group | null;
  /** Where the piece before ends, when it told something rather than asked (else -1). */
  toldUntil: number;
  /** A condition said before a question ("if I drop it off Monday"), and where that question starts. */
  condition: { text: string; on: number } | null;
}

/** The question texts one sentence asks, in order, not yet worded as labels. */
export function questionsIn(sentence: string): string[] {
  // "…a three bedroom (no pets, just kids), and…": what brackets hold is said in passing, unless asked.
  const pieces = piecesOf(
    sentence,
    tokenize(sentence).filter((token) => !inBracketedAside(sentence, token.start)),
  );
  const found: Found = {
    asks: [],
    bare: [],
    introduced: false,
    heading: null,
    group: null,
    toldUntil: -1,
    condition: null,
  };
  const closingList = closingItems(sentence, pieces);
  for (const [i, piece] of pieces.entries()) {
    const text = sentence.slice(piece.start, piece.end);
    // "…how many lessons, roughly, and…", "if not, …": asides ask nothing of their own.
    if (isAside(text)) continue;
    const next = pieces[i + 1];
    if (isConditionOf(sentence, piece, next)) {
      found.condition = { text, on: next!.start };
      continue;
    }
    const shape = shapeIn(sentence, piece, text, found.toldUntil, i >= closingList);
    found.toldUntil = shape === 'context' ? piece.end : -1;
    if (!introduces(sentence, found, piece, text, shape)) addPiece(sentence, found, piece, text, shape);
  }
  flush(found);
  return questionsFound(sentence, found);
}

/**
 * The grammatical shape of a piece; context when it goes on telling what the piece before told
 * (ending at `toldUntil`), or tells a state in a sentence that asks nothing.
 */
function shapeIn(sentence: string, piece: Piece, text: string, toldUntil: number, closing: boolean): Shape {
  const asked = /\?\s*$/.test(sentence);
  if (asked && (isToldAsQuestion(sentence, piece, text) || asksLast(sentence, piece, text)))
    return 'question';
  const told =
    toldUntil >= 0 && continuesStatement(piece.tokens, text, sentence.slice(toldUntil, piece.start), asked);
  return told ||
    (!asked && tellsState(text)) ||
    continuesTelling(piece, sentence, { until: toldUntil, closing })
    ? 'context'
    : shapeOf(piece.tokens, text);
}

/**
 * "It is covered by OHIP?", "you guys do parties?", "…, and they can come on the weekend?": a
 * sentence, or the last of its parts, in the order of a statement, asked with a question mark, is a
 * yes/no question.
 */
function isToldAsQuestion(sentence: string, piece: Piece, text: string): boolean {
  const whole = sentence.trim().replace(/[?\s]+$/, '') === text;
  const last = /^[\s?]*$/.test(sentence.slice(piece.end));
  return (
    (whole && nlp(text).has('^(it|they|that|this|you|there) (guys|all)? (#Auxiliary|#Verb)')) ||
    (last && !whole && nlp(text).has('^(it|they|he|she|you|there) (guys|all)? #Modal #Verb'))
  );
}

/**
 * "Weekend is open what time?", "the class is how much?": a statement closing the sentence with
 * its question word asks what that word asks.
 */
function asksLast(sentence: string, piece: Piece, text: string): boolean {
  return (
    piece.tokens.length > 2 &&
    !QUESTION_WORDS.has(piece.tokens[0]!.lower) &&
    /^[\s?]*$/.test(sentence.slice(piece.end)) &&
    /\b(?:what (?:time|times|days?|dates?)|when|where|how (?:much|long|many|often|old))$/i.test(text)
  );
}

/** Whether a piece only introduces what follows it, as a heading or an opener; notes so in `found`. */
function introduces(sentence: string, found: Found, piece: Piece, text: string, shape: Shape): boolean {
  // "Trampoline park: weekend hours?", "For the tennis academy: …" — a heading names what the
  // questions after it are about.
  if (
    !found.group &&
    found.asks.length === 0 &&
    (found.bare.length === 0 || namedTogether(sentence, found.bare, piece)) &&
    (shape === 'context' || isHeading(shape, text)) &&
    /^\s*(?::|[-\u2013\u2014](?:\s|$))/.test(sentence.slice(piece.end))
  ) {
    found.introduced = true;
    found.heading = found.bare.length > 0 ? sentence.slice(0, piece.end).trim() : text;
    found.bare = [];
    return true;
  }
  // "Need to know: price, hours…" — the opener alone asks nothing; its list follows.
  // "I need to know three things.": so does an opener that only counts what follows.
  if (shape === 'question' && REQUEST_OPENERS.some((r) => opensList(text, r.exec(text)?.[0]))) {
    found.introduced = true;
    return true;
  }
  return false;
}

/**
 * "parent and child pottery night: …", "arts and crafts camp - …": things joined by "and" with no
 * pause before the heading's colon name one topic with it; attributes ("Prices and hours: …") are
 * still asked for.
 */
function namedTogether(sentence: string, bare: string[], piece: Piece): boolean {
  return !/[,;:.!?()\u2013\u2014]/.test(sentence.slice(0, piece.start)) && !bare.some(isAttribute);
}

/** Adds a piece by its shape: a question begun, more of the one being built, or an item named alone. */
function addPiece(sentence: string, found: Found, piece: Piece, text: string, shape: Shape) {
  const current = found.group;
  // "Do I need to bring a towel, or do you provide them?": the other choice of the same question.
  if (current && piece.tokens[0]!.lower === 'or' && startsQuestion(piece.tokens, 1)) {
    extend(sentence, current, piece);
  } else if (shape === 'question') {
    flush(found);
    found.group = groupOf(piece, text);
  } else if (
    shape === 'choice' &&
    current?.yesNo &&
    /^\s+and\s+$/i.test(sentence.slice(current.end, piece.start))
  ) {
    // "are helmets and pads provided or do we bring our own": the choice goes on the question.
    extend(sentence, current, piece);
  } else if (shape === 'choice') {
    flush(found);
    found.group = { ...groupOf(piece, text), text: `Is it ${text}`, stem: null, complete: true };
  } else if (shape === 'time' && !current && isAttribute(text)) {
    // "hours on sunday?": an attribute asked for a day, with no question before it.
    found.bare.push(text);
  } else if (shape === 'time' && current?.complete && isAttribute(text)) {
    // "…price for a bath, next available Saturday?": a time asked for is a question of its own.
    asksOnItsOwn(found, current, piece, text);
  } else if (
    shape === 'item' &&
    current &&
    !current.complete &&
    namesAnother(sentence, current, piece, text)
  ) {
    // "what age groups, cost per season": an attribute after a pause is asked for in its own right.
    asksOnItsOwn(found, current, piece, text, { complete: true });
  } else if (shape === 'time' || (shape === 'item' && current && !current.complete)) {
    if (current) extend(sentence, current, piece);
  } else if (shape === 'item' && current) {
    addItem(sentence, found, current, piece, text);
  } else if (shape === 'item') {
    const joined = joinedToObject(sentence, found.bare.at(-1), piece);
    if (joined) found.bare[found.bare.length - 1] = joined;
    else found.bare.push(text);
  } else if (shape === 'context' && current && !current.complete && finishesBoth(sentence, current, piece)) {
    // "What days and times are you open?": the question after the second noun is asked of both.
    bothAsked(sentence, found, current, piece);
  } else if (shape === 'context' && current) {
    const again = askedAgainWith(sentence.slice(current.end, piece.start), current.text, text);
    if (again) {
      flush(found);
      found.group = { ...current, start: piece.start, end: piece.end, text: again, complete: true };
    }
  }
}

/**
 * Adds an item after a complete question: joined to it when it goes on the question (the object of
 * a yes/no question or which one it is, one name, "with", more objects, the choices of an "or"), else asked with the
 * question's stem as one of its own.
 */
function addItem(sentence: string, found: Found, current: Group, piece: Piece, text: string) {
  const between = sentence.slice(current.end, piece.start);
  // "do they have kids' tylenol in stock, the liquid one, and…": "one" names again what is asked about.
  if (current.yesNo && piece.tokens.length > 1 && piece.tokens.at(-1)!.lower === 'one')
    extend(sentence, current, piece);
  // "Do you take large breeds, price for a bath…": an attribute is asked for, not another thing offered.
  else if (current.yesNo && !DETERMINERS.has(piece.tokens[0]!.lower) && !isAttribute(text))
    extend(sentence, current, piece);
  else if (current.yesNo && moreDaysOf(between, current.text, text)) extend(sentence, current, piece);
  else if (
    joinsOneName(between, current.text, piece.tokens) ||
    joinsWith(between, current.text) ||
    joinsObjects(between, current.text, text, current.yesNo) ||
    sharesObject(between, current.text, text) ||
    sharesComplement(between, current.text, text)
  )
    extend(sentence, current, piece);
  // "What do you charge - hourly or per project?": the answers to choose from, not a new question.
  else if (piece.tokens.some((t) => t.lower === 'or')) extend(sentence, current, piece);
  else {
    flush(found);
    const priced = current.yesNo ? null : askedOfAnother(between, current.text, text);
    found.group = {
      ...current,
      start: piece.start,
      end: piece.end,
      // "…, and the earliest date a nanny could start": a thing picked at one end is asked for itself.
      text: priced ?? (isRankedDescribed(piece.tokens, text) ? itemQuestion(text) : withStem(current, text)),
      complete: true,
    };
  }
}

/**
 * "What age groups, cost per season, …": a question word and its noun asked alone ("what age
 * groups") are not completed by an attribute of another kind named after a pause; the attribute is
 * asked for itself ("What days, times?" asks one schedule).
 */
function namesAnother(sentence: string, current: Group, piece: Piece, text: string): boolean {
  return (
    isAttribute(text) &&
    /^\s*[,;]\s*(?:and\s+)?$/i.test(sentence.slice(current.end, piece.start)) &&
    kindOf(itemQuestion(text)) !== kindOf(current.text)
  );
}

/**
 * "Are you open on school holidays and half days?", "…during spring break and PD days?": after a
 * yes/no question about when ("on", "during", "over" some days), "and" and a kind of day (a word
 * before "days", "nights"…) are more days of the same question, not an attribute asked for ("Do
 * you work on weekends, and what days?", "…and the lesson times?" still ask).
 */
function moreDaysOf(between: string, question: string, item: string): boolean {
  return (
    /^\s+and\s+$/i.test(between) &&
    /\b(?:on|during|over|through)(?:\s+[\w'-]+){1,3}$/i.test(question) &&
    /^(?!(?:the|your|what|which)\b)[\w'-]+(?:\s+[\w'-]+)?\s+(?:days|nights|evenings|mornings|afternoons|weekends)$/i.test(
      item,
    )
  );
}

/**
 * "What days and times are you open?", "What prices and ages do you offer?": a question word and a
 * noun, "and", another noun and the rest of the question, which both nouns share.
 */
function finishesBoth(sentence: string, current: Group, piece: Piece): boolean {
  const aux = piece.tokens.findIndex((t) => AUXILIARIES.has(t.lower));
  return (
    /^\s+(?:and|&)\s+$/i.test(sentence.slice(current.end, piece.start)) &&
    (aux === 1 || aux === 2) &&
    !piece.tokens.slice(0, aux).some((t) => DETERMINERS.has(t.lower) || t.pause)
  );
}

/**
 * The rest of the question asked of both nouns: one question when they ask for one kind of thing
 * ("days and times": a schedule), else one question for each ("What prices…", "What ages…").
 */
function bothAsked(sentence: string, found: Found, current: Group, piece: Piece) {
  const aux = piece.tokens.findIndex((t) => AUXILIARIES.has(t.lower));
  const second = sentence.slice(piece.start, piece.tokens[aux - 1]!.end);
  const rest = sentence.slice(piece.tokens[aux]!.start, piece.end);
  const questionWord = current.text.split(/\s+/)[0]!;
  if (kindOf(`${questionWord} ${second}`) === kindOf(current.text)) {
    extend(sentence, current, piece);
    return;
  }
  current.text = `${current.text} ${rest}`;
  current.complete = true;
  flush(found);
  found.group = { ...current, start: piece.start, end: piece.end, text: `${questionWord} ${second} ${rest}` };
}

/** Ends the question being built: it is asked. */
function flush(found: Found) {
  const { group, condition } = found;
  if (group)
    found.asks.push(condition?.on === group.start ? underCondition(group.text, condition.text) : group.text);
  found.group = null;
}

/** The questions found in a sentence: the items named, asked as questions, then the questions asked. */
function questionsFound(sentence: string, { asks, bare: pieces, introduced, heading }: Found): string[] {
  const asked = /\?\s*$/.test(sentence);
  const bare = pieces.filter((item) => !namesNoThing(item));
  // "Hiya, first time mom here, bit nervous lol.": a sentence closed as told, without an opener,
  // asks only for the attributes it names ("Price, hours, ages.").
  const told = /[.!]\s*$/.test(sentence) && !introduced ? bare.filter((item) => isAttribute(item)) : bare;
  const items = namesTopic(sentence, told) ? told.slice(1) : told;
  if (items.length >= 2 || introduced || (asked && items.length === 1 && asks.length === 0)) {
    // "Prices: kids cut, adult cut": a heading naming an attribute asks it of each item.
    const attribute = heading && headingAttribute(heading);
    return [
      ...items.map((item) => (attribute ? attributeQuestion(attribute, item) : itemQuestion(item))),
      ...asks,
    ];
  }
  // "price per hour, do you bring your own equipment": an attribute named alone is still asked for
  // ("take your time" is not one: a verb and its object tell someone to do something).
  const named = items.filter(
    (item) => isAttribute(item) && !nlp(item).has('^#Verb (#Determiner|#Possessive)'),
  );
  return [...named.map(itemQuestion), ...asks];
}

/**
 * "URGENT sorry — school just sent a note home, …": a word that only says how the parent feels, or
 * a clause telling what happened, names nothing to ask about.
 */
const FEELING = /^(?:[A-Z]{2,}|urgent|desperate|stressed|worried|confused|frustrated|overwhelmed|nervous)$/;
const namesNoThing = (item: string) => {
  const doc = nlp(item);
  return (
    (doc.terms().length === 1 && doc.has('^#Adjective$') && !doc.has('#Noun') && FEELING.test(item)) ||
    doc.has('^#Noun+ #Adverb? #PastTense (#Determiner|#Possessive|#Pronoun)')
  );
};

/**
 * "drum lessons for a 9 year old, price per lesson, lesson length": a thing named first, before a
 * pause and only attributes, is what they are asked of, as it is before a question ("piano tuning,
 * how much?"); things listed together ("wifi, parking, price?") are each asked, and so is what
 * would not be asked whether it is had ("biggest size you carry, price?").
 */
function namesTopic(sentence: string, items: string[]): boolean {
  const [first, ...rest] = items;
  return (
    first !== undefined &&
    rest.length > 0 &&
    /^Do you have\b/.test(itemQuestion(first)) &&
    rest.every((item) => isAttribute(item)) &&
    sentence.trimStart().startsWith(first) &&
    /^\s*,/.test(sentence.trimStart().slice(first.length))
  );
}

/** An opener alone, or with only a count of what follows ("need to know three things about the camp"). */
function opensList(text: string, opener: string | undefined): boolean {
  if (opener === undefined) return false;
  const rest = text.slice(opener.length).trim();
  return (
    rest === '' ||
    /^(?:a few|a couple(?: of)?|some|two|three|four|five|\d+) (?:things|questions)\b/i.test(rest)
  );
}

/**
 * A piece that only names a topic: a bare item, a request for one ("I need to know three things
 * about the band camp") or a question about it as a whole, rather than a question of its own.
 */
function isHeading(shape: Shape, text: string): boolean {
  // "What's the deal with summer camp - cost, hours…": a question about the topic as a whole.
  if (shape === 'item' || /^what is the (?:deal|story|scoop) (?:with|on)\b/i.test(text)) return true;
  const opener = REQUEST_OPENERS.map((r) => r.exec(text)).find(Boolean);
  if (!opener) return false;
  const rest = text.slice(opener[0].length).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return !QUESTION_WORDS.has(rest) && !AUXILIARIES.has(rest) && rest !== 'if' && rest !== 'whether';
}

/**
 * Whether the offset lies inside brackets that hold no question: "(term?)", "(the red one?)" only
 * wonder whether the word before is the right one.
 */
function inBracketedAside(sentence: string, at: number): boolean {
  const open = sentence.lastIndexOf('(', at);
  if (open < 0 || sentence.lastIndexOf(')', at) > open) return false;
  const close = sentence.indexOf(')', at);
  if (close < 0) return false;
  const held = sentence.slice(open + 1, close);
  const words = tokenize(held).map((t) => t.lower);
  const wonders =
    words.length <= 3 && !words.some((word) => QUESTION_WORDS.has(word) || AUXILIARIES.has(word));
  return !held.includes('?') || wonders;
}

/** An item after the question being built, asked as a question of its own ("What is the …?"). */
function asksOnItsOwn(
  found: Found,
  current: Group,
  piece: Piece,
  text: string,
  extra: Partial<Group> = {},
): void {
  flush(found);
  found.group = {
    ...current,
    start: piece.start,
    end: piece.end,
    text: itemQuestion(text),
    stem: null,
    yesNo: false,
    ...extra,
  };
}
