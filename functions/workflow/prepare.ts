import { nextCallingTime } from '../core/research/calling-window';
import type { ResearchDeps } from '../core/research/deps';
import { type CallWorkItem, researchTaskSchema } from './schemas';

const DNC_MESSAGE = 'Not called: the number is on the do-not-call list.';

/** Prepare: drops do-not-call numbers, holds calls outside the calling window, starts the research. */
export async function prepare(deps: ResearchDeps, raw: unknown) {
  const { researchId } = researchTaskSchema.parse(raw);
  const research = await deps.researches.get(researchId);
  if (!research) throw new Error(`Research ${researchId} not found`);
  const out = { researchId, maxConcurrency: deps.config.maxConcurrency, calls: [] as CallWorkItem[] };
  if (research.stopRequested) return out;
  const doNotCall = new Set(deps.config.doNotCall);
  const now = deps.clock.now();
  for (const call of await deps.calls.listByResearch(researchId)) {
    if (call.outcome === 'answered' && !call.charged && call.status === 'in_progress') {
      out.calls.push({ researchId, callId: call.id, mode: 'extract' });
      continue;
    }
    if (call.status !== 'queued' && call.status !== 'waiting_window') continue;
    if (doNotCall.has(call.businessPhone) || doNotCall.has(call.dialedPhone)) {
      if (
        await deps.calls.transition(researchId, call.id, ['queued', 'waiting_window'], {
          status: 'cancelled',
          errorMessage: DNC_MESSAGE,
        })
      ) {
        await deps.charges.release(call);
      }
      continue;
    }
    // A retry is not placed before its own waitUntil; from then on the calling window applies, read
    // in the business's own zone and opening hours when the directory gave them.
    const notBefore = call.waitUntil && new Date(call.waitUntil) > now ? new Date(call.waitUntil) : now;
    const waitUntil =
      nextCallingTime(deps.config.callingWindow, notBefore, deps.config.callingTimeZone, call) ??
      (notBefore > now ? notBefore : null);
    if (waitUntil) {
      await deps.calls.update(researchId, call.id, {
        status: 'waiting_window',
        waitUntil: waitUntil.toISOString(),
      });
      out.calls.push({ researchId, callId: call.id, mode: 'wait', waitUntil: waitUntil.toISOString() });
    } else {
      out.calls.push({ researchId, callId: call.id, mode: 'place' });
    }
  }
  if (research.status !== 'in_progress') await deps.researches.update(researchId, { status: 'in_progress' });
  return out;
}
