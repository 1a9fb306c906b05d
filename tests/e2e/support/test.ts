import { test as base, type ConsoleMessage, expect } from '@playwright/test';

/** Chromium reports a blocked script, style or eval as a console error naming the policy. */
export const isCspViolation = (message: ConsoleMessage) =>
  message.type() === 'error' && /Content Security Policy/i.test(message.text());

/**
 * Playwright's `test` with one automatic check on every page a test opens: no uncaught error and
 * no Content-Security-Policy violation (the local runtime sends the CloudFront policy).
 */
export const test = base.extend<{ pageProblems: undefined }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Some violations (a caught `new Function`) reach only this event, not the console.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
        ),
      );
      page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
      page.on('console', (message) => {
        if (isCspViolation(message)) problems.push(`CSP violation: ${message.text()}`);
      });
      await use(undefined);
      expect(problems, `problems on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
