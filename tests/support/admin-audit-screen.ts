/**
 * The back office's Audit log screen in a browser (src/admin/screens/audit-log.tsx), reached from the side
 * navigation and filtered to one action on one target, so that on a store shared with other files (decision
 * 0023) their rows never count. Keyboard only: at 1280 px the side navigation intercepts some pointer clicks.
 */
import type { Locator, Page } from 'playwright-core';
import en from '../../src/web/locales/en/admin.json' with { type: 'json' };
import type { AuditAction, AuditTargetType } from '../../src/shared/contracts/admin/audit.js';

export interface AuditFilter {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
}

/** Opens the Audit log, filters it (the action as chosen in its select, the target typed) and answers its rows once the filtered page is in. */
export async function filteredAuditRows(page: Page, { action, targetType, targetId }: AuditFilter): Promise<Locator> {
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.audit }).press('Enter');
  await page.getByRole('heading', { level: 1, name: en.audit.title }).waitFor();
  // Not matched exactly: the select's name ends with the option chosen ("Action Any action").
  await page.getByRole('combobox', { name: en.audit.action }).selectOption(action);
  await page.getByLabel(en.audit.targetType, { exact: true }).fill(targetType);
  await page.getByLabel(en.audit.targetId, { exact: true }).fill(String(targetId));
  const filtered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/admin/listAuditLog' && url.searchParams.get('action') === action && url.searchParams.get('target_id') === String(targetId);
  });
  await page.getByRole('button', { name: en.audit.filter, exact: true }).press('Enter');
  await filtered;
  return page.locator('tbody tr');
}
