import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { AssetHashType, Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  Architecture,
  Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { BUNDLE_FILE, type LambdaName } from './bundling';
import { callCountriesOf, readCallingRules } from './calling-rules';
import { REPO_ROOT } from './paths';
import { type Component, tagComponent } from './tags';

export interface FunctionProps {
  /** The entry `functions/runtime/lambda/<name>.ts`. */
  name: LambdaName;
  component: Component;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

/**
 * A Node.js 22 function on arm64 with tracing and JSON logs, bundled by infra/aws/bundling.ts
 * (through build-lambda.ts, locally, no Docker): the same build bench/ and the tests load, with the
 * phone numbering plans of the countries the deployment calls.
 */
export function createFunction(scope: Construct, id: string, props: FunctionProps): LambdaFunction {
  const callCountries = callCountriesOf(readCallingRules(scope.node)).join(',');
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fn = new LambdaFunction(scope, id, {
    code: Code.fromAsset(join(REPO_ROOT, 'functions'), {
      assetHashType: AssetHashType.OUTPUT,
      bundling: {
        image: Runtime.NODEJS_22_X.bundlingImage,
        // Part of CDK's bundling cache key (the local bundler below is not): one bundle per entry.
        command: ['npx', 'tsx', 'infra/aws/build-lambda.ts', props.name, '/asset-output', callCountries],
        local: {
          tryBundle(outputDir) {
            const run = spawnSync(
              process.execPath,
              [
                '--import',
                'tsx',
                join(REPO_ROOT, 'infra/aws/build-lambda.ts'),
                props.name,
                outputDir,
                callCountries,
              ],
              { cwd: REPO_ROOT, stdio: 'inherit' },
            );
            if (run.status !== 0) throw new Error(`Bundling ${props.name} failed`);
            return true;
          },
        },
      },
    }),
    handler: `${BUNDLE_FILE.replace(/\.mjs$/, '')}.handler`,
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout ?? Duration.seconds(29),
    // Active tracing adds xray:PutTraceSegments/PutTelemetryRecords on "*": X-Ray has no resource-level permissions.
    tracing: Tracing.ACTIVE,
    loggingFormat: LoggingFormat.JSON,
    logGroup,
    environment: {
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'askaround',
      ...props.environment,
    },
  });
  tagComponent(fn, props.component);
  tagComponent(logGroup, props.component);
  return fn;
}
