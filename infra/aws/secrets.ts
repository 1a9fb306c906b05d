import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { tagComponent } from './tags';

/** The app's secrets in Secrets Manager and its SES sender identity. */
export class Secrets extends Construct {
  /**
   * In demo mode only: a random 64-character master key made at deploy, from which the demo
   * checkout derives its session and webhook signing keys (HKDF). Sign-in is Cognito's: no token keys.
   */
  readonly appKeys: Secret | null;
  /** A random token made at deploy that CloudFront sends to the API (`x-origin-verify`). */
  readonly originVerify: Secret;
  /** `{ "secretKey": "sk_...", "webhookSecret": "whsec_..." }`: set by the operator after deploy. */
  readonly stripe: Secret;
  readonly identityArn: string;

  constructor(scope: Construct, id: string, { mailFrom, demoMode }: { mailFrom: string; demoMode: boolean }) {
    super(scope, id);
    this.appKeys = demoMode
      ? new Secret(this, 'AppKeys', {
          description: 'Askaround demo checkout signing keys',
          generateSecretString: { passwordLength: 64, excludePunctuation: true },
        })
      : null;
    this.originVerify = new Secret(this, 'OriginVerify', {
      description: 'Askaround token CloudFront sends to the API so direct API Gateway calls are refused',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.stripe = new Secret(this, 'Stripe', {
      description: 'Askaround Stripe secret key and webhook signing secret (fill in after deploy)',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    new EmailIdentity(this, 'Sender', { identity: Identity.email(mailFrom) });
    this.identityArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: mailFrom,
    });
    tagComponent(this, 'api');
  }

  /** Lets `fn` send mail from the sender identity. */
  grantSend(fn: IFunction): void {
    fn.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [this.identityArn] }));
  }
}
