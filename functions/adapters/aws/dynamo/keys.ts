/**
 * Every key of the single table (docs/architecture.md "Data model"), in one place.
 * Repositories build keys only through these functions.
 */
export const keys = {
  profile: (userId: string) => ({ PK: `USER#${userId}`, SK: 'PROFILE' }),
  emailClaim: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'USER' }),
  child: (userId: string, childId: string) => ({ PK: `USER#${userId}`, SK: `CHILD#${childId}` }),
  childPrefix: 'CHILD#',
  ledgerEntry: (userId: string, at: string, entryId: string) => ({
    PK: `USER#${userId}`,
    SK: `LEDGER#${at}#${entryId}`,
  }),
  ledgerPrefix: 'LEDGER#',
  liveUpdatesPref: (userId: string, researchId: string) => ({
    PK: `USER#${userId}`,
    SK: `PREF#LIVE#${researchId}`,
  }),
  userPartition: (userId: string) => `USER#${userId}`,
  research: (researchId: string) => ({ PK: `RESEARCH#${researchId}`, SK: 'META' }),
  researchPartition: (researchId: string) => `RESEARCH#${researchId}`,
  /** GSI1 of a research: a user's researches, newest last by creation time. */
  researchByUser: (userId: string, createdAt: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `RESEARCH#${createdAt}`,
  }),
  researchByUserPrefix: 'RESEARCH#',
  call: (researchId: string, callId: string) => ({ PK: `RESEARCH#${researchId}`, SK: `CALL#${callId}` }),
  callPrefix: 'CALL#',
  /** GSI1 of a call: find it by the telephony contact id. */
  callByContact: (contactId: string) => ({ GSI1PK: `CONTACT#${contactId}`, GSI1SK: 'CALL' }),
  visualization: (callId: string, vizId: string) => ({ PK: `CALL#${callId}`, SK: `VIZ#${vizId}` }),
  visualizationPartition: (callId: string) => `CALL#${callId}`,
  visualizationPrefix: 'VIZ#',
  sessionMeta: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'META' }),
  sessionMessages: (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'MESSAGES' }),
  sessionByUser: (userId: string, updatedAt: string) => ({
    GSI1PK: `USER#${userId}`,
    GSI1SK: `SESSION#${updatedAt}`,
  }),
  otp: (email: string) => ({ PK: `OTP#${email.toLowerCase()}`, SK: 'CODE' }),
  refreshToken: (tokenHash: string) => ({ PK: `REFRESH#${tokenHash}`, SK: 'TOKEN' }),
  /** The state of a refresh-token family (revoked when a rotated token is presented again). */
  refreshFamily: (familyId: string) => ({ PK: `REFRESHFAMILY#${familyId}`, SK: 'FAMILY' }),
  /** A user's identity before and after the profile exists: their e-mail. */
  identity: (userId: string) => ({ PK: `USER#${userId}`, SK: 'IDENTITY' }),
  /** A fixed-window rate-limit counter, e.g. bucket `OTPSEND#EMAIL#a@b.c`. */
  rateLimit: (bucket: string, windowStart: number) => ({ PK: `RATE#${bucket}`, SK: `WINDOW#${windowStart}` }),
  /** The call ids an account placed on one UTC day (`day` = YYYY-MM-DD): its daily call limit. */
  callDay: (userId: string, day: string) => ({ PK: `CALLDAY#${userId}`, SK: `DAY#${day}` }),
  /** The account's call to a number that holds it for 24 hours. */
  numberLock: (phone: string, userId: string) => ({ PK: `DIALLED#${phone}`, SK: `USER#${userId}` }),
  /** One of the service-wide slots of calls to a number per 24 hours, across all accounts. */
  businessSlot: (phone: string, slot: number) => ({ PK: `DIALLED#${phone}`, SK: `SLOT#${slot}` }),
  dialledPartition: (phone: string) => `DIALLED#${phone}`,
  businessSlotPrefix: 'SLOT#',
  /** Held while a research is being extended or followed up, so only one extension runs at a time. */
  extensionLock: (researchId: string) => ({ PK: `RESEARCH#${researchId}`, SK: 'EXTENDING' }),
  /** The backoff of a bucket: events so far and when the next is allowed, e.g. codes to one e-mail. */
  backoff: (bucket: string) => ({ PK: `RATE#${bucket}`, SK: 'BACKOFF' }),
  /** One of the account's concurrent-call slots, leased by a call in flight. */
  callSlot: (slot: number) => ({ PK: 'CALLSLOTS', SK: `SLOT#${String(slot).padStart(4, '0')}` }),
  callSlotPartition: 'CALLSLOTS',
  stripeEvent: (eventId: string) => ({ PK: `STRIPE#${eventId}`, SK: 'EVENT' }),
  /** Which user a Stripe customer belongs to (webhooks name the customer, not the user). */
  stripeCustomer: (customerId: string) => ({ PK: `STRIPECUSTOMER#${customerId}`, SK: 'USER' }),
} as const;
