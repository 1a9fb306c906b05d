/** Words per second of conversational speech, used to time simulated turns. */
const WORDS_PER_SECOND = 2.6;

/** How long saying `text` takes, in seconds (at least half a second). */
export function speechSeconds(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(0.5, words / WORDS_PER_SECOND);
}
