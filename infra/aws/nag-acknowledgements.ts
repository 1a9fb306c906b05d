import { type Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';

/** A finding we accept, by finding id pattern, with the reason it is acceptable here. */
export interface KnownFinding {
  id: RegExp;
  reason: string;
}

/** The AWS Solutions findings this stack accepts; anything else fails `cdk synth` and the tests. */
export const KNOWN_FINDINGS: KnownFinding[] = [
  {
    id: /^AwsSolutions-COG1$/,
    reason:
      'Parents sign in with e-mail one-time codes and sign up without a password; the password factor stays allowed only because Cognito requires it, and the SPA client offers no password flow.',
  },
  {
    id: /^AwsSolutions-COG2$/,
    reason:
      'The one factor is a one-time code sent to the account e-mail (possession of the mailbox); the product asks parents for no second device or channel.',
  },
  {
    id: /^AwsSolutions-COG8$/,
    reason:
      'Essentials is the plan choice-based e-mail code sign-in needs; Plus (threat protection) is an operator choice priced per active user (docs/deploy.md).',
  },
  {
    id: /^AwsSolutions-IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AWSLambdaBasicExecutionRole\]$/,
    reason: "The AWS managed basic execution role only allows writing the function's own CloudWatch logs.",
  },
  {
    id: /^AwsSolutions-IAM4\[Policy::arn:<AWS::Partition>:iam::aws:policy\/service-role\/AmazonAPIGatewayPushToCloudWatchLogs\]$/,
    reason: "API Gateway's account-level logging role is the AWS managed policy built for it.",
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::\*\]$/,
    reason:
      'Only actions without resource-level permissions use "*": X-Ray PutTraceSegments/PutTelemetryRecords (tracing), Polly SynthesizeSpeech (Lex voice), states:SendTaskSuccess/Failure (the task token names the execution), connect:StartOutboundVoiceContact (no resource type in IAM) and the S3 notification handler; each is commented where added.',
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::<DataTable\w+\.Arn>\/index\/\*\]$/,
    reason: "Queries on the table's own GSI1; the wildcard stays inside this one table.",
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::<?[^\]]*(Telephony\w+\.Arn>|instance\/[\w-]+)\/contact\/\*\]$/,
    reason: 'Contacts are created at run time; the wildcard is limited to this Connect instance.',
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:bedrock:\*::foundation-model\/[\w.:-]+\]$/,
    reason:
      'A cross-region inference profile may route to the same model in any region of its geography; only that one model.',
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::<Telephony\w+\.Arn>\/\*\]$/,
    reason: 'Objects of the recordings bucket only.',
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::<Workflow\w+\.Arn>:\*\]$/,
    reason:
      'Invoking the versions of this one task function (Step Functions / EventBridge Scheduler target).',
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:states:(?:<AWS::\w+>|[\w-]+):(?:<AWS::\w+>|\d+):execution:[\w-]+-research:\*\]$/,
    reason: 'Executions of the research state machine only; execution names are made at run time.',
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::arn:<AWS::Partition>:s3:::cdk-[\w-]+-assets-[\w<>:-]+\/\*\]$/,
    reason: 'BucketDeployment reads the CDK bootstrap asset bucket.',
  },
  {
    id: /^AwsSolutions-IAM5\[Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort|PutObject)\*\]$/,
    reason:
      "BucketDeployment's CDK-made role (present when the SPA is built): grantRead on the asset bucket, grantReadWrite on the site bucket.",
  },
  {
    id: /^AwsSolutions-IAM5\[Resource::<WebSite\w+\.Arn>\/\*\]$/,
    reason: 'BucketDeployment writes the SPA into its own site bucket.',
  },
  {
    id: /^AwsSolutions-IAM5\[Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort)\*\]$/,
    reason:
      "BucketDeployment's handler (made only when the SPA is built) reads the asset bucket and replaces the site bucket's objects: CDK grants these action groups on those two buckets only.",
  },
  {
    id: /^AwsSolutions-SMG4$/,
    reason:
      'The demo-mode master key signs demo checkout sessions (made again on a new deploy); Stripe keys are rotated in Stripe; the origin token is read by CloudFront at deploy, so it changes with a deploy, not a rotation Lambda.',
  },
  {
    id: /^AwsSolutions-L1$/,
    reason: 'nodejs22.x is the runtime the code is built and tested for; nodejs24.x is not yet validated.',
  },
  {
    id: /^AwsSolutions-APIG2$/,
    reason:
      'Every request is validated in the function against its zod contract (shared/contracts), with field-level messages.',
  },
  {
    id: /^AwsSolutions-(APIG4|COG4)$/,
    reason:
      "Authorization is the app's bearer JWT, checked per contract by the dispatcher (functions/http/dispatch.ts); public routes are public by design.",
  },
  {
    id: /^AwsSolutions-(APIG3|CFR2)$/,
    reason:
      'No AWS WAF web ACL: stage throttling and sign-in rate limits cover abuse at this scale; add WAF when traffic warrants its cost.',
  },
  {
    id: /^AwsSolutions-CFR1$/,
    reason: 'The service is open to every country it can call; no geo restriction.',
  },
  {
    id: /^AwsSolutions-CFR4$/,
    reason:
      'The default *.cloudfront.net certificate; with a custom domain and ACM certificate the distribution enforces TLSv1.2_2021.',
  },
];

/** Acknowledges the findings of KNOWN_FINDINGS on the stack, each with its reason. */
export function acknowledgeFindings(stack: Stack): void {
  const report = new AwsSolutionsChecks(stack).validateScope(stack);
  for (const violation of report.violations) {
    const known = KNOWN_FINDINGS.find((k) => k.id.test(violation.ruleName));
    if (known) Validations.of(stack).acknowledge({ id: violation.ruleName, reason: known.reason });
  }
}
