/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package) with Debian's Chromium against the
 * local build served by the real runtime: login, dashboard and a research page, signed in.
 * Scores go to the table in bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { updateReadmeTable } from './readme-table';
import { startBenchServer } from './server';

const rows: string[][] = [];
const RESULTS = join(import.meta.dirname, 'results');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The two standard presets: Lighthouse's desktop configuration (the one the budget of 95 is held
 * to) and its default, a mid-range phone on slow 4G with 4× CPU slowdown, recorded alongside.
 */
const PRESETS = { desktop: desktopConfig, mobile: undefined } as const;

/** Runs Lighthouse on one page of the running server, once per preset, and adds the rows. */
async function audit(name: string, path: string, port: number): Promise<void> {
  for (const [preset, config] of Object.entries(PRESETS)) await auditOnce(name, path, port, preset, config);
}

async function auditOnce(
  name: string,
  path: string,
  port: number,
  preset: string,
  config: typeof desktopConfig | undefined,
): Promise<void> {
  const signedOut = name.includes('signed out');
  const result = await lighthouse(
    `${server.url}${path}`,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: !signedOut,
    },
    config,
  );
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    join(RESULTS, `lighthouse-${path.split('/')[1] ?? 'page'}-${preset}.json`),
    JSON.stringify(result?.lhr),
  );
  const categories = result?.lhr.categories ?? {};
  const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100));
  rows.push([
    name,
    preset,
    score('performance'),
    score('accessibility'),
    score('best-practices'),
    `${Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
    `${Math.round(result?.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
  ]);
  console.log(rows.at(-1)?.join('  '));
}

const server = await startBenchServer({ POWERTOOLS_LOG_LEVEL: 'ERROR' });
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
try {
  // Signed out first, before the browser holds a session (the login page would redirect to /dashboard).
  await audit('/login (signed out)', '/login', chrome.port);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const email = `lighthouse-browser-${Date.now()}@example.com`;
  // tsx (esbuild keepNames) wraps functions in `__name(...)`; the page has no such helper.
  await page.evaluateOnNewDocument('globalThis.__name = (target) => target');
  await page.goto(`${server.url}/login`);
  // Sign in inside the browser so its cookie jar holds the refresh token the SPA bootstraps from.
  const researchId = await page.evaluate(async (address: string) => {
    const post = (path: string, body: unknown, token?: string) =>
      fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    await post('/api/auth/send-otp', { email: address });
    const verified = (await (
      await post('/api/auth/verify-otp', { email: address, token: '123456' })
    ).json()) as { accessToken: string; user: { id: string } };
    const t = verified.accessToken;
    await post('/api/users', { id: verified.user.id, name: '' }, t);
    await fetch(`/api/users/${verified.user.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
      body: JSON.stringify({
        name: 'Lighthouse Parent',
        primaryStreet: '1 Main St',
        primaryCity: 'Toronto',
        primaryState: 'ON',
        onboardingCompleted: true,
      }),
    });
    const created = await post(
      '/api/researches',
      {
        query: 'Saturday swim lessons for a 6-year-old and their prices',
        location: 'Toronto, ON',
        radiusMiles: 5,
        phoneNumbers: ['+14165550101', '+14165550102'],
      },
      t,
    );
    if (!created.ok) return null;
    const { id } = (await created.json()) as { id: string };
    // Audit the finished research page (the usual view), not one still polling for calls.
    for (let i = 0; i < 120; i++) {
      const research = await fetch(`/api/researches/${id}`, { headers: { authorization: `Bearer ${t}` } });
      const { status } = (await research.json()) as { status: string };
      if (['completed', 'incomplete', 'failed'].includes(status)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    return id;
  }, email);
  await page.close();
  const targets: [string, string][] = [
    ['/dashboard', '/dashboard'],
    ...(researchId ? ([['/research/{id}', `/research/${researchId}`]] as [string, string][]) : []),
  ];
  for (const [name, path] of targets) await audit(name, path, chrome.port);
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}
updateReadmeTable(
  'lighthouse',
  `Lighthouse ${new Date().toISOString().slice(0, 10)}, simulated throttling, Debian Chromium, local build`,
  ['page', 'preset', 'performance', 'accessibility', 'best practices', 'LCP', 'TBT'],
  rows,
);
