import type { Persona, PersonaPrice, QuestionCategory } from './persona';
import { createRandom, type Random } from './prng';

/** What a simulated business says, sentence by sentence, in wording varied by its persona. */

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function money(amount: number, random: Random): string {
  if (Number.isInteger(amount) && amount < 1000 && random.chance(0.25)) return `${amount} dollars`;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

function priceClause(p: PersonaPrice, random: Random, first: boolean): string {
  const m = money(p.amount, random);
  const forms = [
    `${p.plural} are ${m} ${p.unit}`,
    `a ${p.item} costs ${m}`,
    `${p.plural} run ${m} ${p.unit}`,
    `for a ${p.item} we charge ${m}`,
    `the ${p.item} is ${m} ${p.unit}`,
  ];
  if (first) forms.push(`it's ${m} ${p.unit} for a ${p.item}`);
  return random.pick(forms);
}

function prices(persona: Persona, random: Random): string {
  const [first, ...rest] = persona.prices.map((p, i) => priceClause(p, random, i === 0));
  const opener = random.pick(['Sure! ', 'Of course. ', 'Yes, so ', 'Good question. ', '']);
  const head = `${opener}${opener.endsWith('so ') ? first : cap(first!)}`;
  if (rest.length === 0) return `${head}.`;
  const [second, ...others] = rest;
  const tail = others.map((c) => ` ${cap(c)}.`).join('');
  return `${head}, and ${second}.${tail}`;
}

function hours(persona: Persona, random: Random): string {
  const spans = persona.hours.map((h) =>
    random.chance(0.5) ? `${h.days} from ${h.open} to ${h.close}` : `${h.open} to ${h.close} on ${h.days}`,
  );
  const joined = spans.length > 1 ? `${spans[0]}, and ${spans[1]}` : spans[0];
  const closed = persona.hours.length > 1 ? ' We are closed on Sundays.' : ' We are closed on weekends.';
  return `${random.pick(["We're open", 'Our hours are', 'We are open'])} ${joined}.${closed}`;
}

function availability(persona: Persona, random: Random): string {
  const { spots, nextStart } = persona.availability;
  if (spots === 0) return "We're fully booked at the moment, but we do keep a waitlist.";
  const plural = spots === 1 ? 'spot' : 'spots';
  return random.pick([
    `We have ${spots} ${plural} left, and the next session starts on ${nextStart}.`,
    `Right now there ${spots === 1 ? 'is 1 opening' : `are ${spots} openings`}; new sessions start on ${nextStart}.`,
    `We still have availability: ${spots} ${plural} open, starting on ${nextStart}.`,
  ]);
}

function services(persona: Persona, random: Random): string {
  const list = persona.services;
  const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  return random.pick([`We offer ${joined}.`, `We provide ${joined}.`, `So we do ${joined}.`]);
}

function policies(persona: Persona, random: Random): string {
  const hoursNotice = persona.cancelNoticeHours;
  return random.pick([
    `We ask for ${hoursNotice} hours' notice to cancel, otherwise the session is charged.`,
    `Our cancellation policy is ${hoursNotice} hours' notice; refunds are given as credit.`,
  ]);
}

const SENTENCES: Record<QuestionCategory, (p: Persona, r: Random) => string> = {
  prices,
  hours,
  availability,
  services,
  policies,
};

/** The sentences answering the given topics, worded by the persona's style and the turn. */
export function answerFor(persona: Persona, topics: QuestionCategory[], turn: number): string {
  const random = createRandom(persona.style * 7919 + turn);
  return topics.map((topic) => SENTENCES[topic](persona, random)).join(' ');
}

export function greetingFor(persona: Persona): string {
  const random = createRandom(persona.style);
  const name = random.pick(['Sam', 'Alex', 'Jordan', 'Priya', 'Maria', 'Chris', 'Taylor']);
  return random.pick([
    `Good morning, ${persona.businessName}, ${name} speaking. How can I help you?`,
    `${persona.businessName}, how can I help?`,
    `Hi, thanks for calling ${persona.businessName}. This is ${name}.`,
  ]);
}

export function voicemailGreeting(persona: Persona): string {
  return `Hi, you've reached ${persona.businessName}. We can't come to the phone right now, please leave a message after the tone. Beep.`;
}

export function phoneMenu(persona: Persona, repeat: boolean): string {
  const intro = repeat
    ? 'Sorry, that is not a valid option.'
    : `Thank you for calling ${persona.businessName}.`;
  return `${intro} For our hours and location, press 1. For bookings, press 2. To repeat these options, press 9.`;
}

export const ASK_AGE = [
  'How old is your child?',
  'And how old is the little one?',
  'What age is your child?',
];
export const HOLD = 'Let me check that for you, one moment please.';
export const ANYTHING_ELSE = "You're welcome! Is there anything else I can help you with?";
export const GOODBYE = 'Alright, have a great day. Bye!';
