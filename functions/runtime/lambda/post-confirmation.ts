import { createDynamoUserStore } from '../../adapters/aws/dynamo/user-store';
import { createConfirmedUserRegistration } from '../../core/auth/confirmed-user';
import { createPostConfirmationHandler } from '../../events/cognito-post-confirmation';
import { systemClock } from '../../ports/clock';
import { readCloudSettings } from '../cloud-settings';
import { cloudTable } from '../cloud-table';
import { observed } from './observability';

function createHandler(env: Record<string, string | undefined>) {
  const users = createDynamoUserStore(cloudTable(readCloudSettings(env)));
  return createPostConfirmationHandler(createConfirmedUserRegistration({ users, clock: systemClock }));
}

let handle: ReturnType<typeof createHandler> | undefined;

/** Lambda entry of the user pool's PostConfirmation trigger: the new parent's profile (table only). */
export const handler = observed(async (event: unknown) => {
  handle ??= createHandler(process.env);
  return handle(event);
});
