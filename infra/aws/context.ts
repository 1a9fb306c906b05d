import type { Node } from 'constructs';
import { type CallingRules, readCallingRules } from './calling-rules';

/** Deployment choices passed with `cdk deploy -c name=value` (docs/deploy.md). */
export interface DeployContext {
  /** Budget alerts go here; no alert subscriber is created without it. */
  alertEmail: string | null;
  /** Monthly AWS Budgets limit in USD. */
  monthlyBudgetUsd: number;
  /** SES-verified sender of sign-in codes and notifications. */
  mailFrom: string;
  /** Use this Amazon Connect instance instead of creating one. */
  connectInstanceArn: string | null;
  /** ISO country of the claimed outbound number, and its type. */
  phoneCountry: string;
  phoneType: 'DID' | 'TOLL_FREE';
  /** Bedrock model or inference profile id for the agent and the assistant. */
  bedrockModelId: string;
  /** Checkout is the labelled in-app demo (no Stripe); for trials only, never with real users. */
  demoMode: boolean;
  /** The calling rules given at deploy (calling-rules.ts). */
  callingRules: CallingRules;
  /** SES-verified sender of the Cognito sign-in codes; null: Cognito's default sender (50 a day). */
  cognitoSesFrom: string | null;
  /** Keep the user pool (every parent's account) on `cdk destroy`. */
  retainUserPool: boolean;
}

const FALSE = ['false', '0', 'no', false];

/**
 * Amazon Nova Lite through its US cross-region inference profile: the model that keeps an
 * answered 2-minute call under $0.10 (docs/deploy.md "Cost model: one answered 2-minute call");
 * Claude Haiku 4.5 (`us.anthropic.claude-haiku-4-5-20251001-v1:0`) is the documented
 * higher-quality choice.
 */
const DEFAULT_MODEL_ID = 'us.amazon.nova-lite-v1:0';

/** Reads the context values, with the defaults documented in docs/deploy.md. */
export function readDeployContext(node: Node): DeployContext {
  const text = (name: string) => {
    const value = node.tryGetContext(name);
    return value === undefined || value === null || value === '' ? null : String(value);
  };
  const number = (name: string, fallback: number) => {
    const value = text(name);
    if (value === null) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new Error(`Context ${name} must be a positive number, got "${value}"`);
    return parsed;
  };
  const phoneType = text('phoneType') ?? 'DID';
  if (phoneType !== 'DID' && phoneType !== 'TOLL_FREE')
    throw new Error('Context phoneType must be DID or TOLL_FREE');
  const connectInstanceArn = text('connectInstanceArn');
  const cognitoSesFrom = text('cognitoSesFrom');
  if (cognitoSesFrom && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(cognitoSesFrom))
    throw new Error('Context cognitoSesFrom must be an e-mail address');
  if (
    connectInstanceArn &&
    !/^arn:aws[\w-]*:connect:[\w-]+:\d{12}:instance\/[\w-]+$/.test(connectInstanceArn)
  ) {
    throw new Error('Context connectInstanceArn must be an Amazon Connect instance ARN');
  }
  return {
    alertEmail: text('alertEmail'),
    monthlyBudgetUsd: number('monthlyBudgetUsd', 200),
    mailFrom: text('mailFrom') ?? 'no-reply@askaround.example',
    connectInstanceArn,
    phoneCountry: text('phoneCountry') ?? 'US',
    phoneType,
    bedrockModelId: text('bedrockModelId') ?? DEFAULT_MODEL_ID,
    demoMode: !FALSE.includes(node.tryGetContext('demoMode') ?? false),
    callingRules: readCallingRules(node),
    cognitoSesFrom,
    retainUserPool: !FALSE.includes(node.tryGetContext('retainUserPool') ?? true),
  };
}
