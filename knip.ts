import type { KnipConfig } from 'knip';
import { LAMBDA_NAMES, lambdaEntry } from '#infra/aws/bundling';

const config: KnipConfig = {
  entry: [
    // The CDK app (cdk.json runs it).
    'infra/aws/app.ts',
    // What the stack runs to bundle each Lambda function (a command string in lambda-function.ts).
    'infra/aws/build-lambda.ts',
    // Every Lambda function's handler.
    ...LAMBDA_NAMES.map(lambdaEntry),
    // Bench scripts run by bench/all.ts and bench/run.ts by path.
    'bench/{research-wall-time,agent-turn,sign-in-vs-read,raised-limits-main}.ts',
    // The SPA's `zod`, aliased in frontend/vite.config.ts.
    'frontend/src/lib/zod-config.ts',
  ],
  project: [
    'shared/**/*.ts',
    'functions/**/*.ts',
    'infra/**/*.ts',
    'frontend/src/**/*.{ts,tsx,css}',
    'bench/**/*.ts',
    'eval/**/*.ts',
    'tests/**/*.{ts,tsx}',
  ],
  // DynamoDB Local runs on the system's Java runtime (infra/local/dynamodb-local.ts checks for it).
  ignoreBinaries: ['java'],
  vite: { config: ['frontend/vite.config.ts'] },
  vitest: { config: ['vitest.config.ts'] },
  playwright: { config: ['tests/e2e/playwright.config.ts'] },
};

export default config;
