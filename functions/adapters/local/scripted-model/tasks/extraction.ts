import { EXTRACTION_PROMPT_HEADER } from '#functions/core/call/extraction-schema';
import { ASK_KINDS, type Ask, type AskKind } from '#shared/contracts/asks';
import { isResponse } from '#shared/domain/answer-status';
import { type LocatedAnswer, readAnswers } from '../answer-reader';
import type { NumberedTurn } from '../reader';
import { promptField, type ScriptedReply, type ScriptedRequest, type ScriptedTask } from '../task';

const TURN_LINE = /^\[(\d+)\] (agent|business): (.*)$/gm;
const ASK_LINE = /^- ([a-z][a-z0-9_]*) \(([a-z_]+)\): (.*)$/gm;

/** Extraction: per ask, the business's answer located in the transcript with a verbatim quote. */
export const extractionTask: ScriptedTask = {
  name: 'extraction',
  matches: (request) => request.system.startsWith(EXTRACTION_PROMPT_HEADER) && request.wantsJson,
  respond: (request) => extract(request),
};

function extract(request: ScriptedRequest): ScriptedReply {
  const prompt = request.messages.filter((m) => m.role === 'user').at(-1)?.text ?? '';
  const business = promptField(prompt, 'Business') ?? 'The business';
  const asks: Ask[] = [...prompt.matchAll(ASK_LINE)]
    .filter(([, , kind]) => (ASK_KINDS as readonly string[]).includes(kind!))
    .map(([, key, kind, label]) => ({ key: key!, kind: kind as AskKind, label: label! }));
  const turns: NumberedTurn[] = [...prompt.matchAll(TURN_LINE)].map(([, index, speaker, text]) => ({
    index: Number(index),
    speaker: speaker as NumberedTurn['speaker'],
    text: text!,
  }));
  const called = promptField(prompt, 'Call date');
  const answers = readAnswers(asks, turns, called ? new Date(`${called}T12:00:00Z`) : undefined);
  return { json: { ...summaries(business, asks, answers), answers } };
}

const STATUS_WORDS: Record<LocatedAnswer['status'], string> = {
  answered: '',
  not_offered: 'not offered',
  unknown: "didn't know",
  unclear: 'unclear',
  not_asked: 'not asked',
};

function summaries(business: string, asks: Ask[], answers: LocatedAnswer[]) {
  const parts = answers.map((answer, i) => {
    const label = asks[i]!.label.replace(/\?$/, '');
    return `${label}: ${answer.status === 'answered' ? answer.value : STATUS_WORDS[answer.status]}`;
  });
  const answered = answers.filter((a) => isResponse(a.status)).length;
  return {
    summary:
      answered === 0
        ? `${business} did not answer what was asked.`
        : `${business} answered ${answered} of ${asks.length}. ${parts.join('. ')}.`,
    condensedSummary: (parts.join('; ') || 'No clear answer').slice(0, 300),
  };
}
