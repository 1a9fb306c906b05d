/**
 * `npm run bench:lighthouse`: Lighthouse (the npm package) with Debian's Chromium against the
 * local build served by the real runtime: login, dashboard and a research page, signed in.
 * Scores go to the table in bench/README.md.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { updateReadmeTable } from './readme-table';
import { startBenchServer } from './server';

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

const server = await startBenchServer({ POWERTOOLS_LOG_LEVEL: 'ERROR' });
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const rows: string[][] = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  const email = `lighthouse-browser-${Date.now()}@example.com`;
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
    return created.ok ? ((await created.json()) as { id: string }).id : null;
  }, email);
  await page.close();
  const targets: [string, string][] = [
    ['/login (signed out)', '/login'],
    ['/dashboard', '/dashboard'],
    ...(researchId ? ([['/research/{id}', `/research/${researchId}`]] as [string, string][]) : []),
  ];
  for (const [name, path] of targets) {
    const signedOut = name.includes('signed out');
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: !signedOut,
      formFactor: 'desktop',
      screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
      throttlingMethod: 'simulate',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100));
    rows.push([
      name,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      `${Math.round(result?.lhr.audits['largest-contentful-paint']?.numericValue ?? 0)} ms`,
    ]);
    console.log(rows.at(-1)?.join('  '));
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}
updateReadmeTable(
  'lighthouse',
  `Lighthouse ${new Date().toISOString().slice(0, 10)}, desktop, simulated throttling, Debian Chromium`,
  ['page', 'performance', 'accessibility', 'best practices', 'LCP'],
  rows,
);
