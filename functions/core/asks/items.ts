import nlp from 'compromise';
import { WEEKDAY } from '../weekdays';
import { SEQUENCE_WORDS } from './pieces';
import { DETERMINERS } from './words';

/** Whether a phrase's head noun (before any "for …" tail) is plural, as compromise's tagger reads it. */
export function isPlural(phrase: string): boolean {
  const head = headOf(phrase).split(/\s+/).at(-1) ?? '';
  return nlp(`the ${head}`).has('#Plural');
}

/** A phrase without what it is for or when ("hours on Sunday", "rates this weekend", "price per kid"). */
const headOf = (phrase: string) =>
  particlesJoined(phrase)
    .split(/\s+(?:for|of|in|on|at|with|per|after|before|during|until|till)\s+/i)[0]!
    .replace(WHEN_SAID, '')
    .trim();

/**
 * "drop in price", "check in time": a verb and its particle typed without their hyphen name the
 * kind of thing that follows them ("drop-in price"); compromise reads the "in" as a particle, not a
 * preposition starting what the thing is for ("hours on Sunday" keeps its "on").
 */
function particlesJoined(phrase: string): string {
  const doc = nlp(phrase);
  const compound = doc.match('^#PhrasalVerb #Particle #Noun');
  if (!compound.found) return phrase;
  const [verb, particle] = compound.terms().out('array') as string[];
  return phrase.replace(`${verb} ${particle}`, `${verb}-${particle}`);
}

/**
 * A bare item ("price", "sibling discount") as a question: an attribute is asked for, a ratio
 * ("kids per coach") counted, a choice ("group or private") chosen, anything else offered.
 */
export function itemQuestion(phrase: string): string {
  // "Second child discount": an order word is no name, whatever compromise guesses of its capital.
  const first = phrase.split(/\s+/)[0]!.toLowerCase();
  const named = nlp(phrase).has('^#ProperNoun') && !SEQUENCE_WORDS.has(first);
  const item = named ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
  // "until what time?", "from what age?": a question word after its preposition is the question.
  if (/^(?:until|till|til|from|at|by|to) (?:what|when|which|how)\b/i.test(item)) return item;
  // "Group or private?": which of the two it is.
  if (/\s+or\s+/i.test(item)) return `Is it ${item}`;
  // "anything on weekends?": whether there is something, not a thing had.
  if (/^(?:any|some)(?:thing|one)$/.test(first)) return `Is there ${item}`;
  const plural = isPlural(item);
  const hasDeterminer = DETERMINERS.has(item.split(/\s+/)[0]!.toLowerCase());
  // "kids per instructor": a ratio is a number asked for.
  if (plural && !hasDeterminer && !isAttribute(item) && /^\S+ per \S/i.test(item)) return `How many ${item}`;
  // "earliest date you could come": a thing picked at one end is asked for.
  if (
    isAttribute(item) ||
    /^(your|their|its|the (earliest|soonest|next|first|latest|last|best)|min|max|minimum|maximum)\b/i.test(
      item,
    ) ||
    nlp(item).has('^#Superlative')
  )
    return `What ${plural ? 'are' : 'is'} ${hasDeterminer ? '' : 'the '}${item}`;
  // "First Saturday available?", "next slot available?": the one its order picks is asked for, not
  // whether it is free.
  if (/^(?:first|next|earliest|soonest)\s.*\savailable$/i.test(item)) return `What is the ${item}`;
  // "lunch included?", "pets allowed?", "delivery available?": whether something is so.
  const done = /^(.+?)\s+(\S+ed|available|possible|free)$/i.exec(item);
  if (done && nlp(done[2]!).has('(#PastTense|#Adjective)'))
    return `${isPlural(done[1]!) ? 'Are' : 'Is'} ${item}`;
  // "parking?", "food?": a thing not counted takes no article.
  const uncounted = nlp(item.split(/\s+/)[0]!).has('(#Gerund|#Uncountable)') && !/\s/.test(item);
  const article = hasDeterminer || plural || uncounted ? '' : /^[aeiou]/i.test(item) ? 'an ' : 'a ';
  return `Do you have ${article}${item}`;
}

/**
 * Nouns that name a property every business has (its price, hours, ages, policy…) rather than
 * something it may offer. They are general question vocabulary, not tied to any kind of business.
 */
const ATTRIBUTE =
  /\b(price|prices|pricing|cost|costs|fee|fees|fares?|rate|rates|tuition|charge|charges|schedule|schedules|hours|times?|days|dates?|ages?|age \w+|duration|length|policy|policies|availability|requirements?|process|location|address|options|details|sizes?|ratios?|limits?|qualifications?|deadline|start date|amount|cutoff|capacity|range|time ?frame|timeline|estimate|quote|ballpark|turnaround)$/i;

/**
 * "next available Saturday", "the earliest opening": when something can next be had, named alone
 * ("first appointment free?" asks about the appointment, not when it is).
 */
const NEXT_OPEN =
  /^(?:the )?(?:(?:next|earliest|soonest|first) available(?: \w+day| weekend| date| time| appointment| slot| spot)?|(?:next|earliest|soonest) (?:opening|appointment|slot|spot))$/i;

export function isAttribute(item: string): boolean {
  // "earliest appointment for a cleaning": what the opening is for does not change what is asked.
  return ATTRIBUTE.test(headOf(item)) || NEXT_OPEN.test(item.trim()) || NEXT_OPEN.test(headOf(item));
}

/** "hours tomorrow", "rates this weekend": the day an attribute is asked for, after it. */
const WHEN_SAID = new RegExp(
  `\\s+(?:today|tonight|tomorrow|(?:this|next) \\w+|${WEEKDAY}s?|weekends?|weekdays?)$`,
  'i',
);

/**
 * The attribute a heading asks of each item after it ("Prices: kids cut, adult cut", "Need the cost
 * for: one child, two children"), or null when the heading names a topic ("Trampoline park:").
 */
export function headingAttribute(heading: string): string | null {
  const named = heading
    .replace(/^(?:i )?(?:need|want|looking for)\s+/i, '')
    .replace(/\s+(?:for|of|on)$/i, '')
    .trim();
  return named.split(/\s+/).length <= 3 && isAttribute(named) ? named : null;
}

/** An attribute asked of one item: "prices", "kids cut" → "What are the prices for kids cut". */
export function attributeQuestion(attribute: string, item: string): string {
  const determiner = DETERMINERS.has(attribute.split(/\s+/)[0]!.toLowerCase()) ? '' : 'the ';
  return `What ${isPlural(attribute) ? 'are' : 'is'} ${determiner}${attribute.toLowerCase()} for ${item}`;
}
