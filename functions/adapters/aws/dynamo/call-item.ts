import type { StoredCall } from '#functions/ports/call-store';
import { WEEKDAYS } from '#functions/ports/places';
import { CALL_OUTCOMES } from '#functions/ports/telephony';
import { answersSchema, askSchema } from '#shared/contracts/asks';
import { callStatusSchema, evidenceSchema, transcriptTurnSchema } from '#shared/contracts/research-records';
import { CHILD_GENDERS } from '#shared/domain/validation';
import * as z from '#shared/zod';
import { keys } from './keys';

/** A nullable field, null when the item lacks it. */
const orNull = <T extends z.ZodMiniType>(schema: T) => z._default(z.nullable(schema), null);

const intervalSchema = z.object({ open: z.string(), close: z.string() });
const openingHoursSchema = z.partialRecord(z.enum(WEEKDAYS), z.array(intervalSchema));

const sharedChildSchema = z.object({
  years: z.number(),
  months: z.number(),
  gender: z.nullable(z.enum(CHILD_GENDERS)),
  needs: z.nullable(z.string()),
});

/** The stored shape of a call item, validated when read back. */
export const storedCallSchema = z.object({
  id: z.string(),
  researchId: z.string(),
  userId: z.string(),
  status: callStatusSchema,
  businessName: z.string(),
  businessPhone: z.string(),
  businessAddress: orNull(z.string()),
  distanceMiles: orNull(z.number()),
  timeZone: orNull(z.string()),
  openingHours: orNull(openingHoursSchema),
  dialedPhone: z.string(),
  currency: z._default(z.string(), 'USD'),
  testMode: z._default(z.boolean(), false),
  goal: z.string(),
  question: z._default(z.string(), ''),
  asks: z.optional(z.array(askSchema)),
  shareChildrenInfo: z._default(z.boolean(), false),
  isFollowUp: z._default(z.boolean(), false),
  caller: orNull(
    z.object({
      firstName: z.nullable(z.string()),
      children: orNull(z.array(sharedChildSchema)),
    }),
  ),
  turns: z._default(z.array(transcriptTurnSchema), []),
  outcome: orNull(z.enum(CALL_OUTCOMES)),
  extractedData: orNull(z.record(z.string(), z.unknown())),
  evidence: z._default(z.record(z.string(), evidenceSchema), {}),
  condensedSummary: orNull(z.string()),
  confidenceScore: orNull(z.number()),
  answers: z.optional(answersSchema),
  recordingKey: orNull(z.string()),
  contactId: orNull(z.string()),
  taskToken: orNull(z.string()),
  held: z._default(z.boolean(), false),
  charged: z._default(z.boolean(), false),
  durationSeconds: z._default(z.number(), 0),
  errorMessage: orNull(z.string()),
  waitUntil: orNull(z.string()),
  calledAt: orNull(z.string()),
  createdAt: z.string(),
});

/** A call item read without its turns (the research's call list). */
export const callSummaryItemSchema = z.omit(storedCallSchema, { turns: true });

/** The full item of a call, keys included. */
export function callItem(call: StoredCall) {
  return {
    ...keys.call(call.researchId, call.id),
    ...(call.contactId ? keys.callByContact(call.contactId) : {}),
    entity: 'call',
    ...call,
  };
}
