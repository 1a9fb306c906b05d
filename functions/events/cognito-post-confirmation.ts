import * as z from '#shared/zod';
import { logger } from '../core/logger';

/** The fields of Cognito's PostConfirmation trigger event that the handler reads. */
const postConfirmationEventSchema = z.object({
  triggerSource: z.string(),
  userPoolId: z.string(),
  request: z.object({
    userAttributes: z.looseObject({ sub: z.string().check(z.minLength(1)), email: z.email() }),
  }),
});

export type RegisterConfirmedUser = (userId: string, email: string) => Promise<void>;

/**
 * Cognito calls this after a new e-mail is confirmed: the profile with its welcome credits is
 * created before the sign-up call returns to the SPA. Password resets and other sources pass
 * through untouched. The event goes back to Cognito unchanged, as the trigger contract requires.
 */
export function createPostConfirmationHandler(register: RegisterConfirmedUser) {
  return async <E>(event: E): Promise<E> => {
    const parsed = postConfirmationEventSchema.parse(event);
    if (parsed.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
    const { sub, email } = parsed.request.userAttributes;
    await register(sub, email);
    logger.info('Profile created for a confirmed user', { userId: sub });
    return event;
  };
}
