import type { AskKind } from '#shared/contracts/asks';
import { WEEKDAY } from '../weekdays';
import { isAlternative } from './alternative';
import { asksDeadline } from './deadline';
import { measureAsked } from './measure-asked';
import { timeKept } from './time-kept';
import { namesItsDay, whenAsksForDate } from './when-kind';

/**
 * The kind of answer a question expects, read from its grammatical shape: an auxiliary first
 * ("Do you…", "Is there…", "Can I…") asks yes or no; "how much" and price words ask for money;
 * "how many" (or "how big" of a group, "how far along") a count; "how long", "how much notice" or
 * "how far ahead" a duration; "how old"/"how young"/"what ages" an age range; "when … start", "what date" or
 * "how soon" a date, and so does "when is" one event ("When is the recital?", `whenAsksForDate`);
 * a "when" naming its day ("…Saturday morning?"), "when", "what days/nights/times", hours or a
 * schedule a schedule; else text. The words are general question vocabulary, the same for any
 * kind of business.
 */
const PRICE_WORDS =
  /\b(cost|costs|price|prices|pricing|fee|fees|rate|rates|charge|charges|tuition|fares?(?! (?:in|on|at|with|well|ok|okay|better|worse|badly)\b)|pay|deposit|admission|membership|spend|estimate|estimates|quote|quotes|ballpark)\b|\brun (me|us)\b|\bset (me|us) back\b|\$/;

/** The most or fewest people, or people per one: "max kids per instructor", "minimum guests". */
const COUNTED_PEOPLE =
  /\b(max|maximum|min|minimum) (\w+ )?(kids|children|students|people|guests|campers|players|participants)\b|\b(kids|children|students|campers|players|swimmers|dancers) per\b/;

/**
 * "Which Saturdays in March are open?", "what weekends next month do you have free": which of a
 * weekday that recurs falls in one month picks days on the calendar, dates ("What Sundays are you
 * open?" asks a schedule).
 */
const DAYS_OF_A_MONTH = new RegExp(
  `^(?:what|which) (?:${WEEKDAY}s|weekends|weeknights)\\b.*\\b(?:(?:in|during|for) (?:january|february|march|april|may|june|july|august|september|october|november|december)|(?:this|next) month)\\b`,
);

/**
 * "Can I get a quote for a cake?", "could you give me a ballpark price to…", "can they tell us the
 * rate": a price asked for as a favour is the price.
 */
const PRICE_REQUESTED =
  /^(?:can|could|would|will|may) (?:i|we|you|they) (?:get|have|give (?:me|us)|tell (?:me|us)|send (?:me|us)|quote (?:me|us)) (?:a|an|the|your|some) (?:(?:rough|ballpark|quick|ball park|general) )?(?:quote|estimate|price|rate|cost|ballpark)\b/;

export function kindOf(label: string): AskKind {
  const asked = label.toLowerCase();
  if (
    /^(do|does|did|is|are|was|were|can|could|will|would|should|may|might|must|have|has|shall|any)\b/.test(
      asked,
    )
  ) {
    // "Is it free or how much?": a question word after "or" asks what is wanted if not.
    const instead = /\bor ((?:how|what|when|which|where)\b.*)$/.exec(asked)?.[1];
    if (instead) return kindOf(instead);
    if (isAlternative(asked)) return 'text';
    const measure = measureAsked(asked, kindOf) ?? timeKept(asked, kindOf);
    if (measure) return measure;
    return PRICE_REQUESTED.test(asked) ? 'money' : 'yes_no';
  }
  // "When would it be ready if I pay today?": the condition a question is asked under asks nothing.
  const q = asked.replace(/\s+if\s.*$/, '');
  if (asksDeadline(q)) return 'date';
  // "How fast can you get here?", "how quickly": how long until it happens.
  if (
    /\bhow (long|fast|quickly)\b|\bhow much (time|notice|warning)\b|\bhow far (ahead|in advance)\b|\bhow far out\b.*\bbook/.test(
      q,
    )
  )
    return 'duration';
  // "What's the cheapest one?", "the least expensive option": the price at one end ("the cheapest
  // day to come" asks a day).
  if (
    /\bhow (much|expensive)\b|\b(cheapest|priciest|(most|least) expensive)\b(?! (days?|times?|nights?|weeks?|weekends?|months?|seasons?|hours?)\b)/.test(
      q,
    )
  )
    return 'money';
  // "How big are the classes?", "the class size", "the staff ratio": the size of a group is a count
  // of its members; "how big is it" of a thing is not.
  if (/\bhow (big|large) is (it|that|this)\b/.test(q)) return 'text';
  // "How far along do I have to be?": weeks of a pregnancy, counted.
  if (
    /\bhow (many|big|large)\b|\b(class|group|team) sizes?\b|\bratio\b|\bnumber of\b|\bhead ?counts?\b|\bhow far along\b/.test(
      q,
    )
  )
    return 'count';
  // "the max kids per coach", "minimum guests": how many people, unless a price is asked of them.
  if (COUNTED_PEOPLE.test(q) && !PRICE_WORDS.test(q)) return 'count';
  // "What's the wait time?", "what's the wait like": the time something takes.
  if (
    /\b(wait|waiting|turnaround|lead|travel|response|processing) (times?|periods?)\b|\b(the|a) (wait|turnaround)\b|\btime ?frames?\b|\btimelines?\b/.test(
      q,
    )
  )
    return 'duration';
  // "What's the minimum booking time?", "the max rental length": a bound on a time is a length of it.
  if (/\b(min|max|minimum|maximum)\b(?: [\w-]+){0,2} (time|length|duration)\b/.test(q)) return 'duration';
  // "How early can we drop off?" asks a time of day; "how early do we need to book?" how long before.
  if (/\bhow (early|late)\b/.test(q))
    return /\b(book|register|sign|arrive|reserve|order|apply|enrol\w*)\b/.test(q) ? 'duration' : 'schedule';
  // "What's included in the membership?": the things included, not their price.
  if (/^what (is|are) included\b|\bwhat do(es)? .*\binclude\b/.test(q)) return 'text';
  if (
    /\bhow (old|young)\b|\b(what|which) ages?\b|\bage (range|group|limit|requirement)s?\b|\b(youngest|oldest)\b/.test(
      q,
    )
  )
    return 'age_range';
  if (DAYS_OF_A_MONTH.test(q)) return 'date';
  if (namesItsDay(q)) return 'schedule';
  if (
    /\bwhat dates?\b|\b(the|your) (\w+ ){0,3}dates?\b|\b(earliest|soonest|next) (available |open |free )?(appointment|appt|opening|slot|spot|availability|intake)\b|\b(earliest|soonest|next|first) (?:available(?: (?:\w+day|weekend|date|day|time|appointment|slot|spot|opening))?|(?:\w+day|weekend|date|day|time|appointment|slot|spot|opening) available)(?:[?.!]|$)|\bdeadline\b|\bhow soon\b|\b(soonest|earliest) (you|we|they|someone|anyone) (can|could)\b/.test(
      q,
    ) ||
    /\b(when|what day)\b.*\b(start|starts|begin|begins|next|first|earliest|soonest|due|registrations?|sign-?ups?|enrol\w*|available|availability|find out|hear back|be notified|ready)\b/.test(
      q,
    )
  ) {
    return 'date';
  }
  // "When do you reopen?", "when will the trail be open again?": the end of a closure is one day.
  if (/\bwhen\b.*\b(reopens?|reopening|(back )?open again|back open)\b/.test(q)) return 'date';
  // "When can you come out?", "when could someone fix it?": a visit the business books is one day.
  if (/^when (can|could|will|would) (you|someone|somebody|anyone|they) (?!open|close)/.test(q)) return 'date';
  if (whenAsksForDate(q)) return 'date';
  // "When does the soccer season end?", "when does booking open?": the end or opening of a period
  // is a date, of a party or a shop a time of day.
  if (
    /\bwhen\b.*\b(season|term|session|semester|year|camp|program|course|booking|bookings|reservations|applications)\b.*\b(end|ends|finish|finishes|over|open|opens)\b/.test(
      q,
    )
  )
    return 'date';
  if (PRICE_WORDS.test(q)) {
    return 'money';
  }
  if (/\bages\b|\bage\b/.test(q)) return 'age_range';
  // "What's the latest I can place the order?", "the latest we can register": the last day to do
  // something ahead is a date (as "how early do we need to book?" is how long before).
  if (
    /\b(earliest|latest)\b(?: \w+){1,2} (?:can|could|should|must|need to|have to) (?:\w+ )?(book|register|sign|reserve|order|place|apply|enrol\w*|cancel)\b/.test(
      q,
    )
  )
    return 'date';
  // "What's the earliest drop-off?", "the latest pick-up": a time of day.
  if (/\b(earliest|latest)\b/.test(q)) return 'schedule';
  if (
    /\b(when|what time|what times|(what|which) (?:weekday |weekend |week )?(days?|nights?|evenings?|mornings?|afternoons?|weekdays|weekends)|days|hours|schedule|how often|open|close|closing|opening|times?|availability|windows?)\b/.test(
      q,
    )
  ) {
    return 'schedule';
  }
  if (/\b(length|duration)\b/.test(q)) return 'duration';
  // "What's the monthly membership?": a thing had by the month, week or year is paid for.
  if (/\b(hourly|daily|nightly|weekly|monthly|yearly|annual)\b/.test(q)) return 'money';
  // "What's a kids' session?", "what's each lesson?": a thing the business sells, asked what it is
  // "at", is its price; "what's a typical day like", "what's an IEP?" (a term defined) are not.
  if (
    /^what is (a|an|each|one) /.test(q) &&
    !/\b(like|mean|means|difference|good|best)\b/.test(q) &&
    !/\b[A-Z]{2,}\b/.test(label)
  )
    return 'money';
  return 'text';
}
