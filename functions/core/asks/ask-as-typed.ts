import type { Ask } from '#shared/contracts/asks';
import { keyOf } from './ask-key';

/**
 * One ask of the words as typed, read as text: what the chat adds when the model cannot split them
 * (the chat's function does not carry the parser).
 */
export async function askAsTyped(question: string): Promise<Ask[]> {
  const words = question
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!,;:]+$/, '')
    .slice(0, 198);
  const label = `${words.charAt(0).toUpperCase()}${words.slice(1)}?`;
  return [{ key: keyOf(label, 'text'), label, kind: 'text' }];
}
