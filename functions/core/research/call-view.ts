import { fillPath } from '../../../shared/contracts/define';
import { type CallRecord, getRecording } from '../../../shared/contracts/research';
import type { StoredCall } from '../../ports/call-store';

function transcriptText(call: StoredCall): string | null {
  if (call.turns.length === 0) return null;
  return call.turns
    .map((t) => `${t.speaker === 'agent' ? 'Agent' : call.businessName}: ${t.text}`)
    .join('\n');
}

/** A stored call as the API shows it. */
export function toCallRecord(call: StoredCall): CallRecord {
  return {
    id: call.id,
    researchId: call.researchId,
    businessName: call.businessName,
    businessPhone: call.businessPhone,
    businessAddress: call.businessAddress,
    dialedPhone: call.dialedPhone,
    testMode: call.testMode,
    status: call.status,
    callDurationSeconds: call.durationSeconds,
    transcript: transcriptText(call),
    turns: call.turns,
    audioUrl: call.recordingKey ? fillPath(getRecording.path, { callId: call.id }) : null,
    confidenceScore: call.confidenceScore,
    extractedData: call.extractedData,
    evidence: call.evidence,
    condensed_summary: call.condensedSummary,
    is_follow_up: call.isFollowUp,
    goal: call.goal,
    ...(call.asks ? { asks: call.asks } : {}),
    errorMessage: call.errorMessage,
    calledAt: call.calledAt,
    createdAt: call.createdAt,
  };
}
