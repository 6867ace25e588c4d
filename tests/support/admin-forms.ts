/**
 * The back office's forms as an operator works them with the keyboard (at 1280 px the side navigation
 * intercepts pointer clicks on parts of the main column).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a form's language tab (LanguageTabs), waits until its panel is that language's, then fills each
 * labelled field and checks it holds what was typed. A full CI run once saved a product form with one of
 * these texts empty ("This field is required."), its cause not found; a text typed before its tab is shown
 * would land in the other language, which the wait rules out, and a text lost anyway fails here, where it happens.
 */
export async function fillLanguageTexts(page: Page, tab: { name: string; language: 'es' | 'en' }, fields: [label: string, value: string][]): Promise<void> {
  await page.getByRole('tab', { name: tab.name }).press('Enter');
  await page.locator(`[role="tabpanel"][lang="${tab.language}"]`).waitFor();
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await expect.poll(() => field.inputValue(), { message: `${label} (${tab.language})` }).toBe(value);
  }
}
