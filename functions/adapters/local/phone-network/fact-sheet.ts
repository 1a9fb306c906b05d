import type { Ask, NormalizedValue } from '#shared/contracts/asks';
import { type BusinessFact, factFor } from './facts';
import { type LineKind, personaFor } from './persona';

/** What a simulated business would truthfully say to one ask. */
interface ExpectedAnswer {
  /**
   * answered: the business gives a value (a yes/no ask answered "no" is answered with `false`);
   * not_offered: "we don't offer that" (never used for yes/no asks, whose "no" is a value);
   * unknown: "I'm not sure, you'd have to ask the owner".
   */
  status: 'answered' | 'not_offered' | 'unknown';
  /** The value normalized as `normalizedByKind[ask.kind]` describes; null unless answered. */
  normalized: NormalizedValue[keyof NormalizedValue] | null;
}

/**
 * The ground truth of one simulated business for a set of asks, for scoring an extractor: what it
 * would answer to each ask (by ask key) when the agent asks it on a call that connects. `line` says
 * how the number behaves when dialled (only `answers` lines reach a person). The sheet is computed
 * from the number, the business name and each ask's label and kind — the same facts the business
 * speaks from — and never reaches the agent, the extractor or any model.
 *
 * `factSheetFor({ phone, businessName }, asks)`: the same arguments always give the same sheet.
 */
export interface FactSheet {
  phone: string;
  businessName: string;
  line: LineKind;
  answers: Record<string, ExpectedAnswer>;
}

export function factSheetFor(business: { phone: string; businessName: string }, asks: Ask[]): FactSheet {
  const persona = personaFor(business.phone, business.businessName);
  const answers: Record<string, ExpectedAnswer> = {};
  for (const ask of asks) answers[ask.key] = expected(factFor(persona, ask));
  return { phone: business.phone, businessName: business.businessName, line: persona.line, answers };
}

function expected(fact: BusinessFact): ExpectedAnswer {
  if (fact.status !== 'answered') return { status: fact.status, normalized: null };
  return { status: 'answered', normalized: fact.normalized };
}
