import { namesPlace, placeCandidates } from '#shared/domain/place-words';
import { displayName } from '../../directory/gazetteer';
import { resolveLocation } from '../../directory/resolve-location';
import { type Intent, intentOf } from './research-intents';

type Turn = { role: 'user' | 'assistant'; text: string };

/** What the conversation so far says about the research. */
export interface ResearchReading {
  intent: Intent | null;
  location: string | null;
  /** What the user said matters, in answer to the assistant's question. */
  priorities: string | null;
  aboutChild: boolean;
  firstUserText: string;
}

export const ASK_LOCATION = 'Where should I look';
export const ASK_PRIORITIES = 'What matters most to you';

// Capitalised words (no full stop inside, so a sentence end closes the place), then ", region".
const LOCATION =
  /\b(?:near|in|around|close to|nearby)\s+((?:[A-Z][\w'-]*|\d{5})(?:[ -][A-Z][\w'-]*)*(?:,\s*[A-Z][\w'-]*(?:[ .][A-Z][\w'-]*)*)?)/;
const CHILD =
  /\b(?:my|our)\s+(?:\d+[- ]?(?:year|yr)[- ]?old|son|daughter|kids?|child|children|toddler|baby|twins)\b|\b\d+[- ]?(?:year|yr)s?[- ]?old\b/i;

/** A location written after "near", "in" or "around", e.g. "near Toronto, ON". */
export function locationIn(text: string): string | null {
  return (
    LOCATION.exec(text)?.[1]
      ?.replace(/[.!?]+$/, '')
      .trim() ?? null
  );
}

/** Reads intent, location and priorities from the turns (later turns win). */
export function readConversation(turns: Turn[]): ResearchReading {
  const reading: ResearchReading = {
    intent: null,
    location: null,
    priorities: null,
    aboutChild: false,
    firstUserText: turns.find((t) => t.role === 'user')?.text ?? '',
  };
  let lastAssistant = '';
  for (const turn of turns) {
    if (turn.role === 'assistant') {
      if (turn.text) lastAssistant = turn.text;
      continue;
    }
    const text = turn.text.trim();
    reading.intent = intentOf(text) ?? reading.intent;
    reading.aboutChild ||= CHILD.test(text);
    const said = locationIn(text);
    if (said) reading.location = said;
    else if (lastAssistant.includes(ASK_LOCATION) && text) reading.location = cleanPlace(text);
    if (lastAssistant.includes(ASK_PRIORITIES) && text && !said) reading.priorities = text;
  }
  return reading;
}

/**
 * "I'm in Austin, TX." → "Austin, TX"; "Mississauga, ON please, within about 10 miles" →
 * "Mississauga, ON": the longest beginning the gazetteer knows as a place, else all of it.
 */
function cleanPlace(text: string): string {
  const written = text
    .replace(/^(?:i'?m|i am|we'?re|we are|it'?s|in|near|around)\s+(?:in\s+|near\s+)?/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
  const known = placeCandidates(written).find((candidate) => {
    const city = resolveLocation(candidate);
    return city !== null && namesPlace(candidate, displayName(city));
  });
  return (known ?? written).slice(0, 120);
}
