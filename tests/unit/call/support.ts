import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import { createScriptedModel } from '#functions/adapters/local/scripted-model/scripted-model';
import { createExtractCall } from '#functions/core/call/extract';
import type { Ask, AskKind } from '#shared/contracts/asks';

/** A call's numbered turns from its lines, the agent speaking first and the two taking turns. */
export const call = (...lines: string[]): NumberedTurn[] =>
  lines.map((text, index) => ({ index, speaker: index % 2 === 0 ? 'agent' : 'business', text }));

/** An ask of `kind` put as `label`. */
export const ask = (kind: AskKind, label: string, key = 'asked'): Ask => ({ key, label, kind });

/** The scripted reader's answer to `asked` in a call of `lines`. */
export const first = (asked: Ask, ...lines: string[]) => readAnswers([asked], call(...lines))[0]!;

/** The stored answer to `asked` in a call of `lines`, read and normalized as the product does (in US dollars, on 24 November 2026). */
export async function extracted(asked: Ask, ...lines: string[]) {
  const extractCall = createExtractCall({ model: createScriptedModel() });
  const { answers } = await extractCall({
    callId: 'call',
    businessName: 'Business',
    question: asked.label,
    asks: [asked],
    turns: call(...lines).map(({ speaker, text }, at) => ({ speaker, text, at })),
    currency: 'USD',
    referenceDate: new Date('2026-11-24T15:00:00Z'),
  });
  return answers[asked.key]!;
}
