import { expect, type Locator, type Page } from '@playwright/test';
import { type LineKind, personaFor } from '#functions/adapters/local/phone-network/persona';

export const QUESTION = 'How much are swim lessons for a 5 year old?';

/** Typed numbers for a research, the n-th picking up as `lines[n]` (the simulation is deterministic). */
export function numbersFor(lines: LineKind[][], seed: number): string[] {
  const numbers: string[] = [];
  for (let n = seed; numbers.length < lines.length; n += 1) {
    const phone = `+1416555${String(n).padStart(4, '0')}`;
    const wanted = lines[numbers.length] ?? [];
    if (wanted.includes(personaFor(phone, `Business ${numbers.length + 1}`).line)) numbers.push(phone);
  }
  return numbers;
}

/** A bearer token for the e-mail (the demo code signs in again). */
export async function tokenFor(page: Page, email: string): Promise<string> {
  const verified = await page.request.post('/api/auth/verify-otp', { data: { email, token: '123456' } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { accessToken: string }).accessToken;
}

/** Switches the user's distance unit to kilometres through the API (Account Settings). */
export async function useKilometres(page: Page, userId: string, email: string) {
  const saved = await page.request.patch(`/api/users/${userId}`, {
    headers: { authorization: `Bearer ${await tokenFor(page, email)}` },
    data: { distanceUnit: 'km' },
  });
  expect(saved.status()).toBe(200);
}

/** Fails when the page scrolls sideways at its own level. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `page scrolls sideways by ${overflow}px on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** Fails when the element reaches past either side of a screen `width` pixels wide. */
export async function expectWithinWidth(element: Locator, width: number, label: string) {
  const box = await element.boundingBox();
  expect(box, `${label} is not shown`).not.toBeNull();
  expect(box?.x ?? -1, `${label} starts left of the screen`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${label} ends right of the screen`).toBeLessThanOrEqual(width);
}
