import { EXTRACTION_PROMPT_HEADER } from '../../../../core/call/extraction-schema';
import { type Clause, clausesOf, dollars, pricesIn, type Topic, topicOf } from '../reader';
import { promptField, type ScriptedReply, type ScriptedRequest, type ScriptedTask } from '../task';

const HEADER = EXTRACTION_PROMPT_HEADER;
const TURN_LINE = /^\[(\d+)\] (agent|business): (.*)$/gm;

const LABELS: Record<Topic, string> = {
  price: 'Price',
  hours: 'Hours',
  availability: 'Availability',
  services: 'Services',
  policies: 'Policies',
  ages: 'Ages',
};

interface Fact {
  key: Topic;
  value: string;
  turn: number;
  quote: string;
}

/** Extraction: reads the business's turns of the transcript and returns facts with verbatim quotes. */
export const extractionTask: ScriptedTask = {
  name: 'extraction',
  matches: (request) => request.system.startsWith(HEADER) && request.wantsJson,
  respond: (request) => extract(request),
};

function extract(request: ScriptedRequest): ScriptedReply {
  const prompt = request.messages.filter((m) => m.role === 'user').at(-1)?.text ?? '';
  const business = promptField(prompt, 'Business') ?? 'The business';
  const question = promptField(prompt, 'Question') ?? '';
  const clauses: Clause[] = [];
  for (const [, index, speaker, text] of prompt.matchAll(TURN_LINE)) {
    if (speaker === 'business') clauses.push(...clausesOf(Number(index), text!));
  }
  const facts = factsOf(clauses);
  const asked = topicOf(question) ?? (/\bhow much|cost|price|fee/i.test(question) ? 'price' : null);
  const answered = asked ? facts.some((f) => f.key === asked) : facts.length > 0;
  const summary =
    facts.length === 0
      ? `${business} did not give a clear answer to the question.`
      : `${business}: ${facts.map((f) => `${LABELS[f.key]}: ${f.value}`).join('. ')}.`;
  const main = facts.find((f) => f.key === asked) ?? facts[0];
  return {
    json: {
      summary,
      condensedSummary: main ? `${LABELS[main.key]}: ${main.value}` : 'No clear answer',
      confidence: confidenceOf(facts, answered),
      facts,
    },
  };
}

function factsOf(clauses: Clause[]): Fact[] {
  const byTopic = new Map<Topic, Clause[]>();
  for (const clause of clauses) {
    const topic = topicOf(clause.text);
    if (topic) byTopic.set(topic, [...(byTopic.get(topic) ?? []), clause]);
  }
  const facts: Fact[] = [];
  for (const [topic, found] of byTopic) {
    const value =
      topic === 'price' ? priceValue(found) : found.map((c, i) => tidy(c.text, i === 0)).join('; ');
    if (value) facts.push({ key: topic, value, turn: found[0]!.turn, quote: found[0]!.text });
  }
  return facts;
}

function priceValue(clauses: Clause[]): string {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const clause of clauses) {
    for (const price of pricesIn(clause.text)) {
      const item = `${price.label}: ${dollars(price.amount)}${price.unit ? ` ${price.unit}` : ''}`;
      if (!seen.has(item)) items.push(item);
      seen.add(item);
    }
  }
  return items.join('; ');
}

function tidy(text: string, first: boolean): string {
  const cleaned = text
    .replace(/^(?:and|but|plus|while|so|sure|yes|well)[\s,!]+/i, '')
    .replace(/[.!;]+$/, '')
    .trim();
  return first ? cleaned.charAt(0).toUpperCase() + cleaned.slice(1) : cleaned;
}

function confidenceOf(facts: Fact[], answered: boolean): number {
  if (facts.length === 0) return 0.3;
  const base = Math.min(0.95, 0.7 + 0.08 * facts.length);
  return answered ? base : Math.min(base, 0.55);
}
