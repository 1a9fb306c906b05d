import { tool } from 'ai';
import { MAX_ASKS } from '#shared/contracts/asks';
import type { ChatAsk } from '#shared/contracts/chat';
import * as z from '#shared/zod';
import type { DeriveAsks } from '../asks/derive-asks';

const question = z
  .string()
  .check(z.minLength(1), z.maxLength(500), z.describe("What to find out, in the parent's words"));
const askNumber = z
  .int()
  .check(z.minimum(1), z.maximum(MAX_ASKS), z.describe('Number of the ask in the card, from 1'));

const sameLabel = (a: ChatAsk, b: ChatAsk) => a.label.trim().toLowerCase() === b.label.trim().toLowerCase();

/**
 * The tools that change what to ask each business, over the asks the card holds now (`current`).
 * A new or reworded ask gets its label and kind from the same derivation as the parent's question;
 * each tool answers the asks after the change, which the SPA puts in the card.
 */
export function createAskTools(deriveAsks: DeriveAsks, current: ChatAsk[]) {
  const derive = async (text: string): Promise<ChatAsk[]> =>
    (await deriveAsks(text)).map(({ label, kind }) => ({ label, kind }));
  const missing = (number: number) =>
    number > current.length ? { asks: current, error: `There is no ask number ${number}.` } : null;

  return {
    addAsks: tool({
      description: 'Add what the parent also wants asked to the asks of each call.',
      inputSchema: z.object({ question }),
      execute: async (input) => {
        const added = (await derive(input.question)).filter((ask) => !current.some((c) => sameLabel(c, ask)));
        const room = MAX_ASKS - current.length;
        if (added.length > room)
          return { asks: current, error: `At most ${MAX_ASKS} things can be asked on one call.` };
        return { asks: [...current, ...added], added };
      },
    }),
    removeAsk: tool({
      description: 'Remove an ask the parent no longer wants asked.',
      inputSchema: z.object({ number: askNumber }),
      execute: async ({ number }) => {
        if (current.length <= 1)
          return { asks: current, error: 'Each call needs at least one thing to ask.' };
        return (
          missing(number) ?? {
            asks: current.filter((_, i) => i !== number - 1),
            removed: current[number - 1],
          }
        );
      },
    }),
    changeAsk: tool({
      description: 'Reword an ask as the parent says.',
      inputSchema: z.object({ number: askNumber, question }),
      execute: async ({ number, question: text }) => {
        const unknown = missing(number);
        if (unknown) return unknown;
        const [changed] = await derive(text);
        if (!changed) return { asks: current, error: 'I could not read what to ask instead.' };
        return { asks: current.map((ask, i) => (i === number - 1 ? changed : ask)), changed };
      },
    }),
  };
}
