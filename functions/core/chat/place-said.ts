import { namesPlace, placeCandidates } from '#shared/domain/place-words';
import { logger } from '../logger';

/** The names of the places a places search suggests for a text ("Toronto, ON, Canada"). */
export type SuggestPlaces = (text: string) => Promise<string[]>;

/**
 * The place a location written in the chat names, without what the parent went on to say:
 * "Mississauga, ON please, within about 10 miles" → "Mississauga, ON". It is the longest beginning
 * of the text the places search recognizes (a suggestion named by all its words); the text as
 * written when the search recognizes none of it or fails.
 */
export async function placeSaid(text: string, suggest: SuggestPlaces): Promise<string> {
  const written = text.trim();
  try {
    for (const candidate of placeCandidates(written)) {
      const names = await suggest(candidate);
      if (names.some((name) => namesPlace(candidate, name))) return candidate;
    }
  } catch (error) {
    logger.warn('Recognizing the place said in the chat failed', { error: String(error) });
  }
  return written;
}
