import nlp from 'compromise';

/**
 * "When do we have to bring it back by?", "what day do I need to pay by?": a "when" whose "by" is
 * left at the end asks for a deadline, one day. compromise tells that "by" (a preposition whose
 * object is the "when") from the particle of a visit ("When can I come by?", "stop by").
 */
export function asksDeadline(question: string): boolean {
  const q = question
    .trim()
    .replace(/[?.!]+$/, '')
    .toLowerCase();
  if (!/^(?:when|what day|what date)\b.*\sby$/.test(q)) return false;
  return nlp(q).terms().last().has('#Preposition');
}
