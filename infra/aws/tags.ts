import { Tags } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** The cost allocation components finance splits the bill by. */
export type Component = 'web' | 'api' | 'identity' | 'data' | 'workflow' | 'telephony' | 'ai';

export const APPLICATION = 'askaround';

/** Tags a construct and everything under it with its component. */
export function tagComponent(scope: IConstruct, component: Component): void {
  Tags.of(scope).add('Component', component);
}
