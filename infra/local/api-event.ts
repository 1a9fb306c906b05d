import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { Contract } from '#shared/contracts/define';

interface CompiledRoute {
  contract: Contract;
  pattern: RegExp;
  names: string[];
}

export type RouteMatch =
  | { kind: 'found'; contract: Contract; pathParameters: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'none' };

/** Matches request paths against contract templates the way API Gateway resources do. */
export function createRouteMatcher(contracts: Contract[]) {
  const compiled: CompiledRoute[] = contracts.map((contract) => {
    const names: string[] = [];
    const source = contract.path
      .split('/')
      .map((segment) => {
        const name = /^\{(\w+)\}$/.exec(segment)?.[1];
        if (!name) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(name);
        return '([^/]+)';
      })
      .join('/');
    return { contract, pattern: new RegExp(`^${source}/?$`), names };
  });
  // Literal segments win over parameters, as in API Gateway (/users/email/{email} before /users/{id}/x).
  const shape = (path: string) =>
    path
      .split('/')
      .map((s) => (s.startsWith('{') ? '1' : '0'))
      .join('');
  compiled.sort((a, b) => shape(a.contract.path).localeCompare(shape(b.contract.path)));

  return (method: string, path: string): RouteMatch => {
    const allowed: string[] = [];
    for (const route of compiled) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      if (route.contract.method !== method) {
        allowed.push(route.contract.method);
        continue;
      }
      const pathParameters: Record<string, string> = {};
      route.names.forEach((name, i) => {
        pathParameters[name] = safeDecode(match[i + 1] ?? '');
      });
      return { kind: 'found', contract: route.contract, pathParameters };
    }
    return allowed.length ? { kind: 'method_not_allowed', allowed } : { kind: 'none' };
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Builds the API Gateway REST proxy event that the Lambda handlers receive on AWS. */
export function toProxyEvent(
  req: IncomingMessage,
  url: URL,
  match: Extract<RouteMatch, { kind: 'found' }>,
  body: string,
): APIGatewayProxyEvent {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    headers[name] = values.join(', ');
    multiValueHeaders[name] = values;
  }
  headers['x-forwarded-proto'] ??= 'http';
  const query = Object.fromEntries(url.searchParams.entries());
  const multiQuery: Record<string, string[]> = {};
  for (const key of url.searchParams.keys()) multiQuery[key] = url.searchParams.getAll(key);
  const hasQuery = url.searchParams.size > 0;
  return {
    resource: match.contract.path,
    path: url.pathname,
    httpMethod: match.contract.method,
    headers,
    multiValueHeaders,
    queryStringParameters: hasQuery ? query : null,
    multiValueQueryStringParameters: hasQuery ? multiQuery : null,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : null,
    stageVariables: null,
    body: body === '' ? null : body,
    isBase64Encoded: false,
    requestContext: {
      requestId: crypto.randomUUID(),
      identity: { sourceIp: req.socket.remoteAddress ?? 'unknown' },
    } as APIGatewayProxyEvent['requestContext'],
  };
}
