import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildLambda, LAMBDA_NAMES, type LambdaName } from '#infra/aws/bundling';
import { REPO_ROOT } from '#infra/aws/paths';

/** Inside the repository, so each bundle resolves `@aws-sdk/*` from its node_modules as the runtime provides it. */
export const BUNDLES_DIR = join(REPO_ROOT, 'tests/cloud/.bundles');

export const bundlePath = (name: LambdaName) => join(BUNDLES_DIR, name, 'index.mjs');

/** Builds every function exactly as the stack does, once per run. */
export default async function setup() {
  rmSync(BUNDLES_DIR, { recursive: true, force: true });
  for (const name of LAMBDA_NAMES) {
    mkdirSync(join(BUNDLES_DIR, name), { recursive: true });
    await buildLambda(name, join(BUNDLES_DIR, name));
  }
}
