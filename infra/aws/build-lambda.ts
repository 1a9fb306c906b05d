import { buildLambda, LAMBDA_NAMES, type LambdaName } from './bundling';

/** `tsx infra/aws/build-lambda.ts <name> <outdir>`: what the stack runs to bundle each function. */
const [name, outdir] = process.argv.slice(2);
if (!name || !outdir || !(LAMBDA_NAMES as readonly string[]).includes(name)) {
  console.error(`Usage: build-lambda <${LAMBDA_NAMES.join('|')}> <outdir>`);
  process.exit(2);
}
await buildLambda(name as LambdaName, outdir);
