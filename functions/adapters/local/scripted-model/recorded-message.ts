import { hasCue, phrase } from './topic-words';

/**
 * What only a recorded greeting says: "You've reached Riverbend Physio", "leave your name after the
 * tone", "leave us a message". A live greeting ("Sunny Swim, how can I help?") says none of them.
 */
const RECORDING = [
  'you have reached',
  'after the tone',
  'after the beep',
  'leave a message',
  'leave us a message',
  'leave your name',
  'leave your number',
  'our office is closed',
  'our office is currently closed',
];

/**
 * Whether the business's words before the agent first speaks are a recording, whose hours and rules
 * ("Saturday nine to one", "we do not accept car seats") answer the asks like any reply, unlike a
 * live greeting, which only names the business.
 */
export const isRecordedMessage = (text: string) => hasCue(phrase(text), RECORDING) || PHONE_MENU.test(text);

/** A phone menu's choices: "To book a party, press three", "for hours, press 2". */
const PHONE_MENU = /\bpress (?:zero|one|two|three|four|five|six|seven|eight|nine|pound|star|\d)\b/i;

/** Whether a clause is a phone menu's choice ("For tire storage, press 3."), which answers nothing. */
export const isMenuChoice = (text: string) => PHONE_MENU.test(text);

/** A greeting's opening: "Hi, you've reached Crystal View Window Cleaning", "Thanks for calling…". */
const NAMING = /^ (?:(?:hi|hello|hey) )?(?:you have reached|thanks for calling|thank you for calling) /;

/**
 * Whether a clause only names the business ("Hi, you've reached Happy Trails Dog Walking, this is
 * Jenna!"): the trade in its name ("walking", "cleaning") says nothing of what it does or when.
 */
export const namesTheBusiness = (text: string) => NAMING.test(phrase(text)) && !/\d/.test(text);
