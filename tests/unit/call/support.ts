import { readAnswers } from '#functions/adapters/local/scripted-model/answer-reader';
import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';
import type { Ask, AskKind } from '#shared/contracts/asks';

/** A call's numbered turns from its lines, the agent speaking first and the two taking turns. */
export const call = (...lines: string[]): NumberedTurn[] =>
  lines.map((text, index) => ({ index, speaker: index % 2 === 0 ? 'agent' : 'business', text }));

/** An ask of `kind` put as `label`. */
export const ask = (kind: AskKind, label: string, key = 'asked'): Ask => ({ key, label, kind });

/** The scripted reader's answer to `asked` in a call of `lines`. */
export const first = (asked: Ask, ...lines: string[]) => readAnswers([asked], call(...lines))[0]!;
