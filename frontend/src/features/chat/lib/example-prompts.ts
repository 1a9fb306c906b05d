import { EXAMPLE_PROMPTS } from '#shared/domain/chat-examples';

export { EXAMPLE_PROMPTS };

/** Three different prompts picked at random. */
export function pickExamples(count = 3, random: () => number = Math.random): string[] {
  const pool = [...EXAMPLE_PROMPTS];
  const picked: string[] = [];
  while (picked.length < count && pool.length) {
    picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as string);
  }
  return picked;
}
