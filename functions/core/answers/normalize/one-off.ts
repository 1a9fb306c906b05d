import type { MoneyPeriod } from '#shared/contracts/asks';
import type { Token } from './tokens';

/** Payments made once, by what they are called: "the deposit", "the registration fee", "a set-up fee". */
const ONE_OFF_NAMES = new Set([
  'deposit',
  'registration',
  'setup',
  'signup',
  'enrollment',
  'enrolment',
  'application',
  'initiation',
  'joining',
  'retainer',
]);
/** Names said in two words ("set up", "sign up"). */
const ONE_OFF_PAIRS = ['set up', 'sign up'];
/** What a payment is made once to do: "five dollars to open", "two hundred to hold the date". */
const ONE_OFF_PURPOSES = new Set([
  'open',
  'hold',
  'reserve',
  'book',
  'register',
  'join',
  'enroll',
  'enrol',
  'secure',
]);

const saysPurpose = (tokens: Token[]) =>
  tokens.some((t, i) => t.word === 'to' && ONE_OFF_PURPOSES.has(tokens[i + 1]?.word ?? ''));

const names = (tokens: Token[]) => {
  const words = tokens.map((t) => t.word.replace(/-/g, ''));
  const text = ` ${tokens.map((t) => t.word).join(' ')} `;
  return words.some((w) => ONE_OFF_NAMES.has(w)) || ONE_OFF_PAIRS.some((pair) => text.includes(` ${pair} `));
};

/**
 * A price with no unit said is paid once when the question or the answer names a payment made once
 * ("How much is the deposit?", "it's a seventy-five dollar registration fee") or says what it is paid
 * to do ("How much to book the truck?", "five dollars to open", "two hundred to hold the date"); a
 * period said with it ("registration is forty a year") is its unit instead.
 */
export function oneOff(tokens: Token[], label: Token[]): MoneyPeriod | null {
  return saysPurpose(tokens) || saysPurpose(label) || names(label) || names(tokens) ? 'one_time' : null;
}
