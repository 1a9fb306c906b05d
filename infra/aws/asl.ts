import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './paths';

const ASL_PATH = join(REPO_ROOT, 'state-machines', 'research.asl.json');

/** The research state machine's definition, as committed. */
export function readAsl(path = ASL_PATH): string {
  return readFileSync(path, 'utf8');
}

/** Every `${Name}` placeholder of the definition, in order of first use. */
export function aslPlaceholders(definition: string): string[] {
  return [...new Set([...definition.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1] as string))];
}

/**
 * The Task state handler a placeholder stands for: `${PrepareFunctionArn}` → `Prepare`.
 * Fails on a placeholder that is not a function ARN, naming it.
 */
export function taskOfPlaceholder(placeholder: string): string {
  const match = /^(\w+)FunctionArn$/.exec(placeholder);
  if (!match?.[1]) {
    throw new Error(
      `state-machines/research.asl.json uses \${${placeholder}}, which the stack cannot fill: only \${<Task>FunctionArn} placeholders are supported.`,
    );
  }
  return match[1];
}
