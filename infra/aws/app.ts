import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { AskaroundStack } from './stack';

/** `npx cdk synth|deploy`: the Askaround stack, checked by cdk-nag's AWS Solutions rules. */
const app = new App();
const stack = new AskaroundStack(app, app.node.tryGetContext('stackName') ?? 'Askaround', {
  description: 'Askaround: research calls to local businesses (SPA, API, workflow, telephony)',
});
Validations.of(app).addPlugins(new AwsSolutionsChecks(stack));
app.synth();
