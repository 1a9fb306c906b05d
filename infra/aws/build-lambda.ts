import { buildLambda, LAMBDA_NAMES, type LambdaName } from './bundling';

/**
 * `tsx infra/aws/build-lambda.ts <name> <outdir> [countries]`: what the stack runs to bundle each
 * function; `countries` is the deployment's ALLOWED_CALL_COUNTRIES ("US,CA").
 */
const [name, outdir, countries] = process.argv.slice(2);
if (!name || !outdir || !(LAMBDA_NAMES as readonly string[]).includes(name)) {
  console.error(`Usage: build-lambda <${LAMBDA_NAMES.join('|')}> <outdir> [US,CA]`);
  process.exit(2);
}
await buildLambda(name as LambdaName, outdir, countries?.split(','));
