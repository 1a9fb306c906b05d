/** Words joined with a space at each end, so a phrase is found whole: ` we do ` in ` yes we do `. */
export const phrase = (words: string[]) => ` ${words.join(' ')} `;

/** Whether a `phrase` holds any of the phrases in `list` as whole words. */
export const hasAny = (text: string, list: readonly string[]) => list.some((p) => text.includes(` ${p} `));

/** Words that sum up the parts said before: "so three twenty-five all in", "two hours in total". */
export const TOTAL_WORDS = ['all in', 'all told', 'total', 'in total', 'altogether', 'all together'] as const;
