import { type MoneyPeriod, type NormalizedValue, WEEKDAYS } from '#shared/contracts/asks';
import type { BusinessFact } from './facts';
import type { Persona } from './persona';
import { createRandom, type Random } from './prng';
import { numberWords, shortPrice, spokenDate, spokenDays, spokenDuration, spokenHours } from './spoken';

/** What a business says to one question, from its fact, worded differently per business and fact. */
export function answerLine(fact: BusinessFact, persona: Persona): string {
  const random = createRandom(fact.seed ^ persona.style);
  if (fact.status === 'unknown') return random.pick(UNKNOWN);
  if (fact.status === 'not_offered') {
    return fact.day ? random.pick(closedOn(fact.day)) : random.pick(NOT_OFFERED);
  }
  const value = fact.normalized as NormalizedValue[keyof NormalizedValue];
  // Some people think aloud before they answer.
  const lead = random.int(0, 4) === 0 ? random.pick(THINKING) : '';
  return lead + valueLine(fact, value, persona, random);
}

const THINKING = ['Oh, good question. ', 'Um, let me see. ', 'Right, so. '];

function valueLine(
  fact: BusinessFact,
  value: NormalizedValue[keyof NormalizedValue],
  persona: Persona,
  random: Random,
): string {
  switch (fact.kind) {
    case 'yes_no':
      return yesNo(value as boolean, fact, random);
    case 'money':
      return money(value as NormalizedValue['money'], random);
    case 'schedule':
      return schedule(value as NormalizedValue['schedule'], persona, random);
    case 'age_range':
      return ages(value as NormalizedValue['age_range'], random);
    case 'count':
      return count(value as number, random);
    case 'duration':
      return duration((value as NormalizedValue['duration']).minutes, random);
    case 'date':
      return date(value as string, random);
    case 'text':
      return text(value as string, random);
  }
}

/** A vague first reply that answers nothing, so the agent has to ask again. */
export function unclearLine(fact: BusinessFact): string {
  return createRandom(fact.seed).pick(UNCLEAR);
}

const UNKNOWN = [
  "I'm not sure, you'd have to ask the owner.",
  "Hmm, I don't know that one, sorry.",
  "Honestly, I couldn't tell you. The manager handles that and she's not in today.",
];
const NOT_OFFERED = [
  "We don't offer that, sorry.",
  "No, that's not something we do here.",
  "Unfortunately we don't have that.",
];
const UNCLEAR = [
  'Hmm, it kind of depends.',
  'Oh, that varies a bit.',
  "Good question, it's different for everyone.",
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const closedOn = (day: string) => [`We don't do ${cap(day)}s.`, `We're closed on ${cap(day)}s.`];

function yesNo(yes: boolean, fact: BusinessFact, random: Random): string {
  if (fact.day) {
    return yes
      ? random.pick([`Yes, we're open ${cap(fact.day)}s.`, `Sure, ${cap(fact.day)}s are fine.`])
      : random.pick(closedOn(fact.day));
  }
  return yes
    ? random.pick([
        'Yes, we do.',
        'Yep, absolutely.',
        'Sure, no problem.',
        'Yes, we can do that.',
        'We do, yeah.',
      ])
    : random.pick([
        "No, we don't, sorry.",
        'Not at the moment, no.',
        'No, unfortunately not.',
        'We used to, but not anymore.',
        'Not at this location, no.',
      ]);
}

const PER_WORDS: Record<MoneyPeriod, string[]> = {
  hour: ['an hour', 'per hour'],
  lesson: ['a lesson', 'per lesson'],
  class: ['a class', 'per class'],
  session: ['a session', 'per session'],
  visit: ['a visit', 'per visit'],
  day: ['a day', 'per day'],
  night: ['a night', 'per night'],
  week: ['a week', 'per week'],
  month: ['a month', 'per month'],
  term: ['a term', 'per term'],
  season: ['a season', 'for the season'],
  year: ['a year', 'per year'],
  child: ['per child', 'for each child'],
  person: ['per person', 'a person'],
  item: ['each', 'apiece'],
  one_time: ['one time', 'as a one-time fee'],
};

function money({ amount, per }: NormalizedValue['money'], random: Random): string {
  const unit = random.pick(PER_WORDS[per ?? 'one_time']);
  const dollars = `$${amount}`;
  if (per === 'one_time' || per === null) {
    return random.pick([
      `It's a flat ${dollars}.`,
      `There's a one-time fee of ${dollars}.`,
      `${dollars}, just once.`,
      `${cap(numberWords(amount))} bucks, flat.`,
    ]);
  }
  const forms = [
    `It's ${dollars} ${unit}.`,
    `That's ${numberWords(amount)} dollars ${unit}.`,
    `We charge ${dollars} ${unit}.`,
    `Usually around ${dollars} ${unit}.`,
    `${cap(numberWords(amount))} bucks ${unit}.`,
    // A slip, put right at once.
    `It's $${amount + 10} ${unit}. Sorry, no, ${dollars} ${unit}, we changed it.`,
  ];
  const short = shortPrice(amount);
  if (short) forms.push(`It's ${short} ${unit}.`);
  if (per === 'lesson' || per === 'class' || per === 'session')
    forms.push(`${dollars} ${unit}, billed monthly.`);
  return random.pick(forms);
}

function schedule({ days }: NormalizedValue['schedule'], persona: Persona, random: Random): string {
  const style = random.int(0, 2);
  const { open, close } = spokenHours(persona.opens, persona.closes, style);
  const span = spokenDays(days, WEEKDAYS);
  if (days.length === 1) return `On ${span} we're open ${open} to ${close}.`;
  const closed = WEEKDAYS.find((d) => !days.includes(d));
  const forms = [
    `We're open ${span} from ${open} to ${close}.`,
    `${span}, ${open} till ${close}.`,
    `We open at ${open} and close at ${close}, ${span}.`,
  ];
  if (closed) forms.push(`${span} from ${open} to ${close}; we don't do ${cap(closed)}s.`);
  return random.pick(forms);
}

function ages({ min, max }: NormalizedValue['age_range'], random: Random): string {
  const low = min ?? 0;
  if (max === null)
    return random.pick([
      `${low} and up.`,
      `From age ${numberWords(low)} and up, no upper limit.`,
      `Kids have to be at least ${numberWords(low)}.`,
    ]);
  return random.pick([
    `We take kids from ${low} to ${max}.`,
    `Ages ${numberWords(low)} to ${numberWords(max)}.`,
    `Anywhere from ${low} up to ${max} years old.`,
    `Anywhere from ${numberWords(low)} up to, like, ${numberWords(max)}.`,
  ]);
}

function count(n: number, random: Random): string {
  return random.pick([
    `We keep it to ${n}.`,
    `${cap(numberWords(n))}, max.`,
    `Usually around ${n}.`,
    `About ${numberWords(n)}.`,
    `We cap it at ${numberWords(n)}.`,
  ]);
}

function duration(minutes: number, random: Random): string {
  const said = spokenDuration(minutes, random.int(0, 1));
  return random.pick([
    `Usually around ${said}.`,
    `It's ${said}.`,
    `${cap(said)}, give or take.`,
    `They run ${said}.`,
  ]);
}

function date(iso: string, random: Random): string {
  const said = spokenDate(iso, random.int(0, 1));
  return random.pick([
    `It starts on ${said}.`,
    `That would be ${said}.`,
    `We start ${said}.`,
    `The first opening is ${said}.`,
  ]);
}

function text(value: string, random: Random): string {
  return random.pick([`${cap(value)}.`, `Oh, ${value}.`, `So, ${value}.`]);
}
