import type { NumberedTurn } from '#functions/adapters/local/scripted-model/reader';

/** A call's numbered turns from its lines, the agent speaking first and the two taking turns. */
export const call = (...lines: string[]): NumberedTurn[] =>
  lines.map((text, index) => ({ index, speaker: index % 2 === 0 ? 'agent' : 'business', text }));
