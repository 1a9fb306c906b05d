/**
 * `npm run bench:http`: HTTP latency of the local runtime under load (autocannon), written to
 * bench/results/latest.json and to the table in bench/README.md.
 * Options: --duration <s> (default 30), --connections <n> (default 50), --only <name,...>.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { scenarios } from './http-scenarios';
import { measureLocalQuery } from './local-query';
import { updateReadmeTable } from './readme-table';
import { type BenchServer, startBenchServer } from './server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const only = values.only?.split(',');
const env = { POWERTOOLS_LOG_LEVEL: 'ERROR', SIMULATION_SPEED: '600' };
const servers = new Map<string, BenchServer>();
const serverFor = async (kind: 'npm-start' | 'raised-limits') => {
  const running = servers.get(kind);
  if (running) return running;
  const started = await startBenchServer(
    env,
    kind === 'npm-start' ? 'infra/local/main.ts' : 'bench/raised-limits-main.ts',
  );
  servers.set(kind, started);
  return started;
};
const rows: string[][] = [];
try {
  for (const scenario of scenarios.filter((s) => !only || only.some((o) => s.name.includes(o)))) {
    const server = await serverFor(scenario.server ?? 'npm-start');
    const request = await scenario.prepare(server);
    const cpuBefore = server.cpuSeconds();
    const result = await autocannon({
      url: `${server.url}${request.path}`,
      method: request.method ?? 'GET',
      headers: request.headers,
      body: request.body,
      connections: Number(values.connections),
      duration: Number(values.duration),
    });
    const non2xx = result.non2xx + result.errors;
    const cpuPerRequest = ((server.cpuSeconds() - cpuBefore) * 1000) / result.requests.total;
    rows.push([
      scenario.name,
      `${result.latency.p50} ms`,
      `${result.latency.p99} ms`,
      `${Math.round(result.requests.average)}`,
      Number.isFinite(cpuPerRequest) ? `${cpuPerRequest.toFixed(1)} ms` : '—',
      String(non2xx),
    ]);
    console.log(rows.at(-1)?.join('  '));
    if (scenario.queryOnLocal) {
      // The same list's query on DynamoDB Local alone: how much of the route's time the table takes.
      const body = await (await fetch(`${server.url}${request.path}`, { headers: request.headers })).text();
      const items = (JSON.parse(body) as unknown[]).length;
      const local = await measureLocalQuery({
        items,
        itemBytes: Math.ceil(body.length / items),
        connections: Number(values.connections),
        seconds: Number(values.duration),
      });
      rows.push([
        `DynamoDB Local alone: one Query of ${items} items of the same size`,
        `${local.p50.toFixed(0)} ms`,
        `${local.p99.toFixed(0)} ms`,
        `${Math.round(local.perSecond)}`,
        '—',
        '0',
      ]);
      console.log(rows.at(-1)?.join('  '));
    }
  }
} finally {
  for (const server of servers.values()) await server.stop();
}
const machine = `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const header = ['route', 'p50', 'p99', 'req/s', 'server CPU / request', 'errors'];
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify({ machine, header, rows }, null, 2),
);
updateReadmeTable(
  'http',
  `${values.connections} connections, ${values.duration} s each; ${machine}; ${new Date().toISOString().slice(0, 10)}`,
  header,
  rows,
);
