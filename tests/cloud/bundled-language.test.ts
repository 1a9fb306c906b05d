import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as answersFromSource from '#functions/core/answers/answers';
import * as asksFromSource from '#functions/core/asks/parse-asks';
import type { LambdaName } from '#infra/aws/bundling';
import { REPO_ROOT } from '#infra/aws/paths';
import { ASK_KINDS, type Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import { BUNDLES_DIR } from './support/build-bundles';

/**
 * The language code as bundled: each function's bundle leaves out the compromise plugins its code
 * does not call (infra/aws/bundling.ts, `COMPROMISE_PLUGINS_UNUSED_BY`), and compromise's own
 * methods call one another across plugins, so the bundled parser and answer reader are run over
 * the eval sets' questions and calls against the source they were built from: a method left out
 * that something still reaches throws, or reads differently, here.
 */

/** The chunk of a function's bundle that `import()` of `module` loads ("parse-asks", "answers"). */
async function bundledChunk<T>(name: LambdaName, module: string): Promise<T> {
  const chunks = join(BUNDLES_DIR, name, 'chunks');
  const file = readdirSync(chunks).find((f) => f.startsWith(`${module}-`) && f.endsWith('.mjs'));
  if (!file) throw new Error(`${name} has no ${module} chunk`);
  return (await import(pathToFileURL(join(chunks, file)).href)) as T;
}

interface EvalCall {
  question: string;
  turns?: { speaker: 'agent' | 'business'; text: string }[];
}
const evalSet = (file: string) =>
  JSON.parse(readFileSync(join(REPO_ROOT, 'eval', file), 'utf8')) as EvalCall[];
const QUESTIONS = ['asks.json', 'questions.json', 'transcripts.json'].flatMap(evalSet).map((c) => c.question);
const CALLS = evalSet('transcripts.json');

describe('the bundled asks parser (research)', () => {
  it('splits the eval questions as the source does', async () => {
    const bundled = await bundledChunk<typeof asksFromSource>('research', 'parse-asks');
    expect(QUESTIONS.length).toBeGreaterThan(150);
    for (const question of QUESTIONS) {
      expect(bundled.parseAsks(question), question).toEqual(asksFromSource.parseAsks(question));
      expect(bundled.questionsAsked(question), question).toEqual(asksFromSource.questionsAsked(question));
    }
  }, 120_000);
});

describe('the bundled answer reader (task-extract)', () => {
  it('reads every business turn of the hand-written calls, as an answer of each kind, as the source does', async () => {
    const bundled = await bundledChunk<typeof answersFromSource>('task-extract', 'answers');
    const context = { currency: 'USD', referenceDate: new Date('2026-06-01T15:00:00Z') };
    let read = 0;
    for (const call of CALLS) {
      const turns: TranscriptTurn[] = (call.turns ?? []).map((turn, at) => ({ ...turn, at }));
      const asks: Ask[] = ASK_KINDS.map((kind) => ({ key: kind, label: `${call.question} (${kind})`, kind }));
      for (const [turn, { speaker, text }] of turns.entries()) {
        if (speaker !== 'business') continue;
        const located = asks.map((ask) => ({
          key: ask.key,
          status: 'answered' as const,
          value: null,
          turn,
          quote: text,
          reasked: false,
        }));
        const answerContext = { ...context, question: call.question };
        expect(bundled.toAnswers(asks, located, turns, answerContext), text).toEqual(
          answersFromSource.toAnswers(asks, located, turns, answerContext),
        );
        read += 1;
      }
    }
    expect(read).toBeGreaterThan(100);
  }, 120_000);
});
