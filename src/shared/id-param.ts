/**
 * The id in a page's address (`/product?id=`, `/new?id=`): products and news keep integer ids (decision 25).
 * Without zod, so a page that reads its id as it first draws does not load and start zod for it (decision 0035);
 * the contracts' IdParamSchema applies the same rule with its messages.
 */
export const ID_DIGITS = /^\d{1,10}$/;
export const MAX_ID = 2_147_483_647;

/** The id written in `raw`, or null when it is missing or not a whole number from 1 to MAX_ID. */
export function parseIdParam(raw: string | null): number | null {
  if (raw === null || !ID_DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}
