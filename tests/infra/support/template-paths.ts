import type { Template } from 'aws-cdk-lib/assertions';

type Resource = { Type: string; Properties?: Record<string, unknown> };

/** Full API Gateway path of each Method: `{ 'GET /api/users/{id}': method properties }`. */
export function apiMethods(template: Template): Map<string, Record<string, unknown>> {
  const resources = template.toJSON().Resources as Record<string, Resource>;
  const pathOf = (id: string): string => {
    const res = resources[id];
    if (res?.Type !== 'AWS::ApiGateway::Resource') return '';
    const parent = res.Properties?.ParentId as { Ref?: string } | undefined;
    return `${parent?.Ref ? pathOf(parent.Ref) : ''}/${String(res.Properties?.PathPart)}`;
  };
  const out = new Map<string, Record<string, unknown>>();
  for (const res of Object.values(resources)) {
    if (res.Type !== 'AWS::ApiGateway::Method') continue;
    const props = res.Properties ?? {};
    const resourceId = props.ResourceId as { Ref?: string };
    out.set(`${String(props.HttpMethod)} ${resourceId.Ref ? pathOf(resourceId.Ref) : '/'}`, props);
  }
  return out;
}

/** Every IAM policy statement of the template, with the logical id of its policy. */
export function policyStatements(template: Template) {
  const out: { policy: string; Action: string[]; Resource: unknown[] }[] = [];
  const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  for (const [id, res] of Object.entries(template.toJSON().Resources as Record<string, Resource>)) {
    const docs: unknown[] = [];
    if (res.Type === 'AWS::IAM::Policy') docs.push(res.Properties?.PolicyDocument);
    if (res.Type === 'AWS::IAM::Role') {
      for (const p of list(res.Properties?.Policies as { PolicyDocument: unknown }[]))
        docs.push(p.PolicyDocument);
    }
    for (const doc of docs as { Statement: { Action: string | string[]; Resource: unknown }[] }[]) {
      for (const s of doc.Statement)
        out.push({ policy: id, Action: list(s.Action), Resource: list(s.Resource) });
    }
  }
  return out;
}
