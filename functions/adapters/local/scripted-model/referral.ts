import nlp from 'compromise';

/**
 * "The manager handles that", "I just answer the phones", "I'm just covering the counter", "not my
 * department", "Sal does all the pricing": someone else does.
 */
const SOMEONE_ELSE_KNOWS =
  /\bhandles (?:all )?(?:of )?(?:that|those|this)\b|\bjust (?:answer|covering) (?:the )?(?:phones?|counter|desk|front)\b|\bnot my department\b|\b(?!(?:i|we|you|it|that|this|which|who)\b)[a-z]+ (?:does|handles|sets) (?:all )?(?:of )?(?:the|our) (?:pricing|prices|quotes|quoting|estimates)\b/i;

/** "For spaces you'd want Heather, she's our manager": a person named to go to. */
const WANT_SOMEONE =
  /\byou(?:'d| would|'ll| will) (?:want|need) (?:to (?:call |see |reach )?)?(?:[A-Z][a-z]+|the (?:manager|owner|director|office))\b/;

/**
 * "You'd want to ask Sandra", "you'd have to check with the manager", "your best bet is to email the
 * office", "that would be a question for the nurse" (or "for billing"), "you'd need to discuss that
 * with the coach": the business sends the parent to someone else
 * for the answer, so it does not know. "Call ahead", "call us to book", "we ask parents to wait" or
 * "email the form in" send nobody elsewhere.
 */
export function refersElsewhere(clause: string): boolean {
  if (SOMEONE_ELSE_KNOWS.test(clause) || WANT_SOMEONE.test(clause.replace(/’/g, "'"))) return true;
  const doc = nlp(clause);
  if (doc.has('question for (the|our|a)? #Adjective? (#Noun|#Gerund)') || anotherKnows(clause)) return true;
  if (!doc.has('(you|your|best|better)')) return false;
  const someone = '(the|our|a|your)? #Adjective? #Noun';
  const asked = [doc.match(`ask ${someone}`), doc.match(`(check|talk|speak|discuss) (with|to) ${someone}`)];
  // "Email the office" sends elsewhere only as advice ("your best bet is", "better to").
  if (doc.has('(best|better) #Noun? (is|be|to)'))
    asked.push(doc.match(`(email|phone|contact|call) ${someone}`));
  // "Ask us", "call them": a pronoun names nobody else.
  return asked.some((match) => match.terms().last().not('#Pronoun').found);
}

/**
 * "The front desk would have that", "ask at registration, they'll know": someone else would know
 * or have the answer, said last in its phrase; "we'd have it ready", "the kids will know the drill"
 * are not.
 */
const ANOTHER_KNOWS =
  /\b(?!(?:i|we|you|it|this|that|which|there)\b)[a-z]+(?:'ll|'d| will| would) (?:know|have (?:that|it|those|this))(?![ \t]*[a-z])/i;
const anotherKnows = (clause: string) => ANOTHER_KNOWS.test(clause.replace(/’/g, "'"));
