/** One of the two voices of a call. */
export type Speaker = 'agent' | 'business';

/** Speaks one line as a WAV file. */
export type SpeechEngine = (text: string, speaker: Speaker) => Promise<Uint8Array>;
