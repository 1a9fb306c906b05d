import { lazyCloudMailer } from '../lazy-cloud-mail';
import { workflowTaskHandler } from './workflow-task';

/** Lambda entry of Finalize: the research outcome and the e-mail that it is done. */
export const handler = workflowTaskHandler('Finalize', (settings) => ({ mailer: lazyCloudMailer(settings) }));
