import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, LoggingFormat, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { type Component, tagComponent } from './tags';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface FunctionProps {
  /** Entry file relative to the repository root. */
  entry: string;
  component: Component;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
}

/** An esbuild-bundled (local esbuild, no Docker) Node.js 22 function on arm64 with tracing and JSON logs. */
export function createFunction(scope: Construct, id: string, props: FunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const fn = new NodejsFunction(scope, id, {
    entry: join(REPO_ROOT, props.entry),
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    projectRoot: REPO_ROOT,
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
    bundling: {
      format: OutputFormat.ESM,
      target: 'node22',
      minify: true,
      sourceMap: true,
      sourcesContent: false,
      mainFields: ['module', 'main'],
      // The SDK is bundled so the deployed code runs the versions the tests ran.
      externalModules: [],
      banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      forceDockerBundling: false,
    },
  });
  tagComponent(fn, props.component);
  tagComponent(logGroup, props.component);
  return fn;
}
