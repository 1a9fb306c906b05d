import { answersSchema } from '#shared/contracts/asks';
import { evidenceSchema } from '#shared/contracts/research-records';
import { isFinalStatus } from '#shared/domain/research-status';
import * as z from '#shared/zod';
import type { ResearchDeps } from '../core/research/deps';
import { finalizeResearch } from '../core/research/finalize';
import { releaseCallingLimits } from '../core/research/guards';
import { callTaskSchema, markFailedSchema, researchTaskSchema } from './schemas';

const extractionSchema = z.object({
  extractedData: z.record(z.string(), z.unknown()),
  evidence: z.record(z.string(), evidenceSchema),
  condensedSummary: z.string(),
  confidenceScore: z.number().check(z.minimum(0), z.maximum(1)),
  answers: answersSchema,
});

async function loadCall(deps: ResearchDeps, raw: unknown) {
  const { researchId, callId } = callTaskSchema.parse(raw);
  const call = await deps.calls.get(researchId, callId);
  if (!call) throw new Error(`Call ${callId} not found`);
  return call;
}

/** Extract: per-ask answers, structured data, evidence, condensed summary and confidence of an answered call. */
export async function extract(deps: ResearchDeps, raw: unknown) {
  const call = await loadCall(deps, raw);
  if (call.extractedData) return { extracted: true };
  const result = extractionSchema.parse(await deps.extractor(call));
  await deps.calls.update(call.researchId, call.id, result);
  return { extracted: true };
}

/** Charge: 3 credits, a ledger entry and completedCalls + 1 in one transaction; a repeat changes nothing. */
export async function charge(deps: ResearchDeps, raw: unknown) {
  const call = await loadCall(deps, raw);
  return deps.charges.charge(call);
}

/** RecordNoCharge: a call not answered costs nothing; its held credits go back. */
export async function recordNoCharge(deps: ResearchDeps, raw: unknown) {
  const call = await loadCall(deps, raw);
  if (!call.charged) await deps.charges.release(call);
  return { charged: false };
}

/** MarkCallFailed: the Catch of every call step; the call is failed and not charged, the Map goes on. */
export async function markCallFailed(deps: ResearchDeps, raw: unknown) {
  const input = markFailedSchema.parse(raw);
  const call = await loadCall(deps, input);
  if (call.charged) return { failed: false };
  const reason = input.error?.Cause || input.error?.Error || 'The call could not be completed.';
  await deps.calls.update(call.researchId, call.id, {
    status: 'failed',
    errorMessage: reason.slice(0, 300),
    taskToken: null,
  });
  await deps.charges.release(call);
  // PlaceCall may have failed after it took a call slot (reading the caller, claiming the call):
  // the slot goes back now instead of when its lease runs out.
  await deps.callSlots.release(call.id);
  // The call never reached the business: it counts toward no calling limit.
  await releaseCallingLimits(deps, call);
  return { failed: true };
}

/** Finalize: completed, failed or incomplete, completedAt and the e-mail; a finished research is left alone. */
export async function finalize(deps: ResearchDeps, raw: unknown) {
  const { researchId } = researchTaskSchema.parse(raw);
  const research = await deps.researches.get(researchId);
  if (!research || isFinalStatus(research.status)) return { status: research?.status ?? null };
  const done = await finalizeResearch(deps, researchId);
  return { status: done?.status ?? null };
}
