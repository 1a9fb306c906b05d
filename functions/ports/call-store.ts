import type { Answers, Ask } from '#shared/contracts/asks';
import type { CallStatus, Evidence, TranscriptTurn } from '#shared/contracts/research';
import type { ChildGender } from '#shared/domain/validation';
import type { OpeningHours } from './places';
import type { CallOutcome } from './telephony';

/** A call as stored, with the workflow's bookkeeping beside the fields the API shows. */
export interface StoredCall {
  id: string;
  researchId: string;
  userId: string;
  status: CallStatus;
  businessName: string;
  businessPhone: string;
  businessAddress: string | null;
  /** Miles from the research's location, when a search found the business. */
  distanceMiles?: number | null;
  /** IANA zone of the business when known; the calling window is read in it. */
  timeZone?: string | null;
  /** Weekly opening hours when known; calls wait for them inside the calling window. */
  openingHours?: OpeningHours | null;
  dialedPhone: string;
  /**
   * ISO currency of prices the business names none for: its phone number's country's, decided when
   * the call is created (`defaultCurrency`). Calls stored before it was kept read as USD.
   */
  currency: string;
  testMode: boolean;
  goal: string;
  question: string;
  /** What this call asks; calls stored before asks existed have none (`asksOfStoredCall`). */
  asks?: Ask[];
  shareChildrenInfo: boolean;
  isFollowUp: boolean;
  /** What the agent may say about the caller, read once when the call is placed. */
  caller?: CallerSnapshot | null;
  turns: TranscriptTurn[];
  outcome: CallOutcome | null;
  extractedData: Record<string, unknown> | null;
  evidence: Record<string, Evidence>;
  condensedSummary: string | null;
  confidenceScore: number | null;
  /** Per-ask answers, by ask key, once extracted. */
  answers?: Answers;
  recordingKey: string | null;
  contactId: string | null;
  taskToken: string | null;
  /** 3 credits are set aside for this call until it is charged or released. */
  held: boolean;
  charged: boolean;
  durationSeconds: number;
  errorMessage: string | null;
  waitUntil: string | null;
  calledAt: string | null;
  createdAt: string;
}

/** The caller as the agent knows them: first name, and the children only when shared. */
export interface CallerSnapshot {
  firstName: string | null;
  children: SharedChild[] | null;
}

/** What the agent may say about a child: age, gender and needs, read only when sharing is on. */
export interface SharedChild {
  years: number;
  months: number;
  gender: ChildGender | null;
  needs: string | null;
}

/** A call without its transcript, as a research's call list reads it. */
export type CallSummaryItem = Omit<StoredCall, 'turns'>;

/** What the extraction step writes on an answered call. */
export interface CallExtraction {
  extractedData: Record<string, unknown>;
  evidence: Record<string, Evidence>;
  condensedSummary: string;
  confidenceScore: number;
  answers: Answers;
}

/** Stores call records of researches. */
export interface CallStore {
  putMany(calls: StoredCall[]): Promise<void>;
  get(researchId: string, callId: string): Promise<StoredCall | null>;
  /** Finds a call by id alone (API routes under /api/call-records/{callId}). */
  findById(callId: string): Promise<StoredCall | null>;
  findByContact(contactId: string): Promise<StoredCall | null>;
  listByResearch(researchId: string): Promise<StoredCall[]>;
  /** The research's calls without their transcripts (the turns are not read). */
  listSummariesByResearch(researchId: string): Promise<CallSummaryItem[]>;
  update(
    researchId: string,
    callId: string,
    changes: Partial<Omit<StoredCall, 'id' | 'researchId' | 'userId' | 'held' | 'charged'>>,
  ): Promise<void>;
  /** Sets status only when the call is still in one of `from`; returns whether it changed. */
  transition(
    researchId: string,
    callId: string,
    from: string[],
    changes: Partial<StoredCall>,
  ): Promise<boolean>;
  delete(researchId: string, callId: string): Promise<void>;
  /** Reads the caller's profile for the agent (PlaceCall keeps it on the call, so turns need not). */
  readCaller(call: StoredCall): Promise<CallerSnapshot>;
}

/** Moves credits for calls: reserve at creation, charge completed calls, release the rest. */
export interface CallCharges {
  /** Credits the user can still spend: balance minus what running calls have set aside. */
  available(userId: string): Promise<{ balance: number; reserved: number; available: number }>;
  /** Sets aside credits for `calls` calls, or throws insufficient_credits. */
  reserve(userId: string, calls: number): Promise<void>;
  /** Charges a completed call once; a repeat changes nothing. */
  charge(call: StoredCall): Promise<{ charged: boolean; balanceAfter: number | null }>;
  /** Gives back what a call set aside (not answered, failed, cancelled); idempotent. */
  release(call: StoredCall): Promise<void>;
}
