import { expect, type Page } from '@playwright/test';
import { personaFor } from '#functions/adapters/local/phone-network/persona';

const QUESTION = 'How much are swim lessons for a 5 year old?';

/** Numbers whose simulated business picks up (the simulation is deterministic). */
export function answeringNumbers(count: number, seed: number): string[] {
  const numbers: string[] = [];
  for (let n = seed; numbers.length < count; n += 1) {
    const phone = `+1416555${String(n).padStart(4, '0')}`;
    if (personaFor(phone, `Business ${numbers.length + 1}`).line === 'answers') numbers.push(phone);
  }
  return numbers;
}

/** Creates a research through the API for the signed-in e-mail (the demo code signs in again). */
export async function createResearchViaApi(page: Page, email: string, numbers: string[]): Promise<string> {
  const verified = await page.request.post('/api/auth/verify-otp', { data: { email, token: '123456' } });
  expect(verified.status()).toBe(200);
  const { accessToken } = (await verified.json()) as { accessToken: string };
  const created = await page.request.post('/api/researches', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query: QUESTION, location: 'Toronto, ON', phoneNumbers: numbers },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Opens a dialog with the button, returns it once visible. */
export async function openDialog(page: Page, button: string | RegExp, dialog: string) {
  await page.getByRole('button', { name: button }).filter({ visible: true }).first().click();
  const opened = page.getByRole('dialog', { name: dialog });
  await expect(opened).toBeVisible();
  return opened;
}

/** Closes the open dialog with Escape and waits until it is gone. */
export async function closeDialog(page: Page, dialog: string) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
}
