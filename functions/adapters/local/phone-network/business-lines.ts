import type { Persona } from './persona';
import { createRandom } from './prng';

/** The fixed lines of a simulated business: greetings, voicemail, phone menu, hold and goodbye. */

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
/** Said before a long look-up, so the silence that follows is explained. */
export const LOOKING = 'One moment, let me look that up.';
export const ANYTHING_ELSE = "You're welcome! Is there anything else I can help you with?";
export const GOODBYE = 'Alright, have a great day. Bye!';
