import { fillPath } from '#shared/contracts/define';
import { type CallRecord, type CallSummary, getRecording } from '#shared/contracts/research';
import type { CallSummaryItem, StoredCall } from '../../ports/call-store';

function transcriptText(call: StoredCall): string | null {
  if (call.turns.length === 0) return null;
  return call.turns
    .map((t) => `${t.speaker === 'agent' ? 'Agent' : call.businessName}: ${t.text}`)
    .join('\n');
}

/** A stored call as the research's call list shows it: no transcript. */
export function toCallSummary(call: CallSummaryItem): CallSummary {
  return {
    id: call.id,
    researchId: call.researchId,
    businessName: call.businessName,
    businessPhone: call.businessPhone,
    businessAddress: call.businessAddress,
    distanceMiles: call.distanceMiles ?? null,
    dialedPhone: call.dialedPhone,
    testMode: call.testMode,
    status: call.status,
    callDurationSeconds: call.durationSeconds,
    audioUrl: call.recordingKey ? fillPath(getRecording.path, { callId: call.id }) : null,
    confidenceScore: call.confidenceScore,
    extractedData: call.extractedData,
    evidence: call.evidence,
    ...(call.answers ? { answers: call.answers } : {}),
    condensed_summary: call.condensedSummary,
    is_follow_up: call.isFollowUp,
    goal: call.goal,
    ...(call.asks ? { asks: call.asks } : {}),
    errorMessage: call.errorMessage,
    calledAt: call.calledAt,
    createdAt: call.createdAt,
  };
}

/** A stored call as the API shows it on its own, with the transcript. */
export function toCallRecord(call: StoredCall): CallRecord {
  return { ...toCallSummary(call), transcript: transcriptText(call), turns: call.turns };
}
