import type { TranscriptTurn } from '#shared/contracts/research';

const SPEAKER_LABEL = { agent: 'Agent', business: 'Business' } as const;

/** The turns as the call record's plain-text transcript, one "Speaker: words" line per turn. */
export function formatTranscript(turns: TranscriptTurn[]): string {
  return turns.map((t) => `${SPEAKER_LABEL[t.speaker]}: ${t.text}`).join('\n');
}

/** The turns numbered for a model prompt: "[index] speaker: words". */
export function numberedTranscript(turns: TranscriptTurn[]): string {
  return turns.map((t, i) => `[${i}] ${t.speaker}: ${t.text.replace(/\s+/g, ' ')}`).join('\n');
}
