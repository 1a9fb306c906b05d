/** Most words a place name is read from ("Saint-Jean-sur-Richelieu, QC, Canada" is 3). */
const MAX_PLACE_WORDS = 6;

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The beginnings of a text that may name a place, longest first, each ending at a word and without
 * trailing punctuation: "Mississauga, ON please." → "Mississauga, ON please", "Mississauga, ON",
 * "Mississauga". The place said is the longest one a gazetteer or places search recognizes.
 */
export function placeCandidates(text: string): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, MAX_PLACE_WORDS);
  const candidates: string[] = [];
  for (let n = words.length; n > 0; n--) {
    const candidate = words
      .slice(0, n)
      .join(' ')
      .replace(/[\s,;:.!?)-]+$/u, '');
    if (candidate && !candidates.includes(candidate)) candidates.push(candidate);
  }
  return candidates;
}

/**
 * Whether a place found for a text is that text: every word of the text is a word of the place's
 * name ("Mississauga, ON" is "Mississauga, ON, Canada"; "Mississauga, ON please" is not).
 */
export function namesPlace(text: string, placeName: string): boolean {
  const name = new Set(wordsOf(placeName));
  const said = wordsOf(text);
  return said.length > 0 && said.every((word) => name.has(word));
}
