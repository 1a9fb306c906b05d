import type { Ask } from '#shared/contracts/asks';
import type { TranscriptTurn } from '#shared/contracts/research';
import type { SharedChild } from './call-store';
import type { CallOutcome } from './telephony';

/** What the agent needs to know about a call in progress. */
export interface CallContext {
  callId: string;
  researchId: string;
  userId: string;
  question: string;
  /** What this call asks, in order: the research's asks, or a follow-up's own. */
  asks: Ask[];
  goal: string;
  businessName: string;
  userFirstName: string | null;
  /** Only present when the place's Share Children Info flag is on. */
  children: SharedChild[] | null;
  isFollowUp: boolean;
  turns: TranscriptTurn[];
}

/** The part of the call store the conversation uses, turn by turn. */
export interface ConversationStore {
  getCallContext(callId: string): Promise<CallContext | null>;
  /**
   * Appends turns; with `after`, only while the call holds exactly that many turns (false when
   * another writer got there first, so the caller re-reads).
   */
  appendTurns(callId: string, turns: TranscriptTurn[], after?: number): Promise<boolean>;
  setOutcome(callId: string, outcome: CallOutcome): Promise<void>;
}
