/**
 * Closed word classes of English question grammar (auxiliaries, question words, determiners,
 * pronouns, prepositions). They describe the shape of a question, never a kind of business, so the
 * parser works the same for swim schools, dentists or plumbers.
 */

export const AUXILIARIES = new Set([
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'have',
  'has',
  'shall',
  'must',
]);

export const QUESTION_WORDS = new Set([
  'what',
  'when',
  'where',
  'which',
  'who',
  'whom',
  'whose',
  'how',
  'why',
]);

export const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'any',
  'some',
  'your',
  'their',
  'its',
  'our',
  'my',
  'his',
  'her',
  'this',
  'that',
  'these',
  'those',
  'each',
  'every',
  'no',
]);

/** Words after "how" that make a question without an auxiliary: "how much per lesson". */
export const HOW_WORDS = new Set([
  'much',
  'many',
  'long',
  'old',
  'young',
  'often',
  'soon',
  'far',
  'early',
  'late',
  'big',
]);

export const SUBJECTS = new Set(['you', 'they', 'we', 'i', 'it', 'there', 'he', 'she', 'someone', 'anyone']);

export const PREPOSITIONS = new Set([
  'for',
  'near',
  'in',
  'at',
  'on',
  'with',
  'about',
  'from',
  'to',
  'by',
  'around',
  'of',
  'during',
  'before',
  'after',
  'within',
]);

/** Words that join clauses or list items. */
export const JOINERS = new Set(['and', 'also', 'plus', 'then', 'but']);

/** Words a spoken clause may open or close with that carry no meaning of their own. */
export const FILLERS = new Set([
  'so',
  'also',
  'and',
  'plus',
  'then',
  'oh',
  'um',
  'uh',
  'ok',
  'okay',
  'well',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'next',
  'lastly',
  'finally',
  'last',
  'just',
  'hi',
  'hello',
  'hey',
  'please',
  'thanks',
  'too',
  'actually',
  'but',
  'question',
  'one',
  'more',
  'thing',
  'sorry',
  'sure',
  'right',
  'specifically',
  'especially',
  'particularly',
  'mainly',
  'mostly',
  'basically',
  'like',
]);

/** Phrases that introduce an indirect question: "I'd like to know if…", "can you tell me…". */
export const REQUEST_OPENERS = [
  /^(?:i would|i'd|would) (?:like|love) to (?:know|find out|ask|enquire|inquire)\b/i,
  // "I want know how much…": typed without its "to".
  /^(?:i )?(?:(?:want|wanted|need|needed) (?:to )?|have to )(?:know|find out|ask)\b/i,
  /^(?:i am|i'm) (?:wondering|curious|trying to find out)\b/i,
  /^(?:i was |just )?(?:wondering|curious)\b/i,
  /^(?:can|could|would) you (?:please )?(?:tell|let) me(?: know)?\b/i,
  // "Could you also kindly advise: …", "could you inform me of the fee", "may I ask: …".
  /^(?:(?:can|could|would) you (?:(?:also|kindly|please)\s+)*(?:advise(?: me)?(?: of| on)?|inform me(?: of| about)?|confirm)|may i ask)\b/i,
  /^(?:please )?(?:tell|let) me(?: know)?\b/i,
  /^(?:do you (?:happen to )?know|would you (?:happen to )?know|any idea)\b/i,
  // "Is it possible to find out how much it costs?": the question is what follows.
  /^is it possible to (?:know|find out|get an idea(?: of)?)\b/i,
  /^(?:can|could|may) (?:i|we) (?:get|have) (?:some |more )?(?:info|information|details)(?: on| about)?\b/i,
  // "Could you ask the lactation consultant if she does home visits", "find out how long it takes":
  // the question is what follows "if" or the question word.
  /^(?:(?:can|could|would) you (?:please )?|please )?(?:ask|check(?: with)?|find out)\b(?:\s+(?!if\b|whether\b)[\w'-]+){0,5}?(?=\s+(?:if|whether|how|what|when|where|which|who)\b)/i,
  // "Need the hourly price", "Could you please find out the agency's fee, …": what is needed is
  // asked for.
  /^(?:i )?(?:need|want) (?=(?:the|your)\b)/i,
  /^(?:(?:can|could|would) you (?:please )?|please )?(?:find out|check|ask about) (?=(?:the|their|your|its)\b)/i,
];

/** Spoken contractions expanded so question words and auxiliaries stand alone. */
export function expandContractions(text: string): string {
  return (
    text
      .replace(/[\u2018\u2019]/g, "'")
      // "what's it cost": "what does it cost".
      .replace(/\bwhat's (it|that|this) (cost|take|include)\b/gi, 'what does $1 $2')
      .replace(/\b(what|where|when|how|who|there|it|that|he|she)'s\b/gi, '$1 is')
      // "How long's the wait", "how much's a lesson": a "how" question's word takes the contraction.
      .replace(/\b(how (?:long|much|many|far|old|big|often|soon|early|late))'s\b/gi, '$1 is')
      .replace(/\b(what|where|when|how|who|there|they|you|we)'re\b/gi, '$1 are')
      .replace(/\bI'm\b/gi, 'I am')
      .replace(/\bI'd\b/gi, "I'd")
  );
}

/** A word of a sentence with its place in the text. */
export interface Token {
  lower: string;
  start: number;
  end: number;
  /** A comma, semicolon, colon, dash ("-", "--", "—"), ellipsis or bracketed aside follows the word. */
  pause: boolean;
}

/** "she's 7, nearly 8", "very chatty -- do you…", "learn to drive... how many": where a speaker pauses. */
const PAUSE = /^\s*(?:[,;:\u2013\u2014\u2026]|--|\.\.)|^\s+-\s/;

/**
 * "an allergy (epipen and everything), is…": brackets said apart from the sentence, followed by a
 * pause or its end, pause around what they hold; "my kids (10 and 12) to your cafe" reads through.
 */
const BRACKETED = /\([^()]*\)(?=\s*(?:[,;:.?!\u2013\u2014]|--|$))/g;

function bracketPauses(text: string): Set<number> {
  const at = new Set<number>();
  for (const match of text.matchAll(BRACKETED)) at.add(match.index).add(match.index + match[0].length - 1);
  return at;
}

/** Words (letters, digits, apostrophes, hyphens, $ and %) with their offsets and following pauses. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const brackets = bracketPauses(text);
  for (const match of text.matchAll(/[$]?[\p{L}\p{N}][\p{L}\p{N}'.$%/-]*/gu)) {
    const raw = match[0].replace(/[.]+$/, '');
    const start = match.index ?? 0;
    const end = start + raw.length;
    const after = text.slice(end, end + 4);
    const bracket = /^\s*[()]/.exec(after);
    const pause = PAUSE.test(after) || (bracket !== null && brackets.has(end + bracket[0].length - 1));
    tokens.push({ lower: raw.toLowerCase(), start, end, pause });
  }
  return tokens;
}
