import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
} from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { tagComponent } from './tags';

export interface UserPoolAuthProps {
  /** Creates the profile with its welcome credits once an e-mail is confirmed. */
  postConfirmation: IFunction;
  /**
   * SES-verified sender of the one-time codes in production (its domain verified in SES, in this
   * region). Null for a first deploy: Cognito's own sender, capped at 50 e-mails a day.
   */
  sesFrom: string | null;
  /** Keep the pool (and every parent's account) on `cdk destroy`. */
  retain: boolean;
}

/**
 * Sign-in on Amazon Cognito: e-mail is the username, passwordless e-mail one-time codes are the
 * first factor (choice-based USER_AUTH with EMAIL_OTP, which needs the Essentials feature plan),
 * self sign-up needs no password, and the SPA's client has no secret.
 */
export class UserPoolAuth extends Construct {
  readonly pool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: UserPoolAuthProps) {
    super(scope, id);
    this.pool = new UserPool(this, 'Pool', {
      featurePlan: FeaturePlan.ESSENTIALS,
      signInAliases: { email: true, username: false },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Cognito requires the password factor to stay allowed; no client flow uses it.
      signInPolicy: { allowedFirstAuthFactors: { password: true, emailOtp: true } },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      email: props.sesFrom
        ? UserPoolEmail.withSES({
            fromEmail: props.sesFrom,
            fromName: 'Askaround',
            sesVerifiedDomain: props.sesFrom.split('@')[1],
          })
        : UserPoolEmail.withCognito(),
      lambdaTriggers: { postConfirmation: props.postConfirmation },
      deletionProtection: props.retain,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.client = this.pool.addClient('Spa', {
      generateSecret: false,
      // Choice-based sign-in only; refresh goes through GetTokensFromRefreshToken (rotation).
      authFlows: { user: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      refreshTokenRotationGracePeriod: Duration.seconds(10),
    });
    tagComponent(this.pool, 'identity');
  }
}
