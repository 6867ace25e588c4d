/**
 * The back office's forms as an operator works them with the keyboard (at 1280 px the side navigation
 * intercepts pointer clicks on parts of the main column).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens a form's language tab (LanguageTabs), waits until its panel is that language's, then fills each
 * labelled field and checks it holds what was typed. A full CI run once saved a product form with one of
 * these texts empty ("This field is required."), and another's first press of the Spanish tab, right after the
 * form appeared, never showed its panel (15 s); neither cause was found. A text typed before its tab is shown
 * would land in the other language, which the wait rules out, and a text lost anyway fails here, where it happens.
 * A press that shows nothing within a few seconds is made again (at most twice), and said on the test's output
 * with what the page showed, so that a next look has something to go on.
 */
export async function fillLanguageTexts(page: Page, tab: { name: string; language: 'es' | 'en' }, fields: [label: string, value: string][]): Promise<void> {
  const button = page.getByRole('tab', { name: tab.name });
  const panel = page.locator(`[role="tabpanel"][lang="${tab.language}"]`);
  for (let press = 1; ; press += 1) {
    await button.press('Enter');
    try {
      await panel.waitFor({ timeout: press < 3 ? 5_000 : 15_000 });
      break;
    } catch (error) {
      if (press === 3) throw error;
      const seen = await page.evaluate(() => ({
        selected: [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((element) => element.textContent),
        panels: [...document.querySelectorAll('[role="tabpanel"]')].map((element) => element.getAttribute('lang')),
        focused: `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 40) ?? ''}`,
        url: location.href,
      }));
      console.warn(`fillLanguageTexts: press ${press} of the ${tab.language} tab showed no ${tab.language} panel in 5 s; pressed again. The page: ${JSON.stringify(seen)}`);
    }
  }
  for (const [label, value] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await expect.poll(() => field.inputValue(), { message: `${label} (${tab.language})` }).toBe(value);
  }
}
