import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES } from '../../../shared/billing.js';
import { checkBilling, countryGroups, emptyBilling, serverBillingProblems, type BillingValues } from './billing-form.js';

const good: BillingValues = {
  email: 'ana@example.com', first_name: 'Ana', last_name: 'García López', address: 'Calle Mayor 1', city: 'Madrid', postal_code: '28013', country: 'ES',
};

describe('the checkout information form', () => {
  it('CHK-08: prefills the account e-mail and splits its name into first and last', () => {
    expect(emptyBilling({ email: 'ana@example.com', fullName: ' Ana  García López ' })).toMatchObject({
      email: 'ana@example.com', first_name: 'Ana', last_name: 'García López', country: 'ES',
    });
    expect(emptyBilling({ email: 'x@example.com', fullName: null })).toMatchObject({ first_name: '', last_name: '' });
  });

  it('takes a complete form, normalised as the server keeps it', () => {
    const checked = checkBilling({ ...good, email: 'ANA@Example.com', postal_code: ' 28013 ' });
    expect(checked.problems).toBeNull();
    expect(checked.billing).toMatchObject({ email: 'ana@example.com', postal_code: '28013' });
  });

  it('names one problem per field: required, e-mail, too long, control characters', () => {
    const checked = checkBilling({ ...good, email: 'not-an-address', first_name: '  ', city: 'x'.repeat(101), address: 'Calle\u0007 1' });
    expect(checked.problems).toEqual({ email: 'email', first_name: 'required', city: 'too_long', address: 'control' });
  });

  it('checks the postal code by country: Spain takes 5 digits of a province, Portugal 1234-567', () => {
    expect(checkBilling({ ...good, postal_code: '2801' }).problems).toEqual({ postal_code: 'postal_code' });
    expect(checkBilling({ ...good, postal_code: '99001' }).problems).toEqual({ postal_code: 'postal_code' });
    expect(checkBilling({ ...good, country: 'PT', postal_code: '1000-001' }).problems).toBeNull();
    expect(checkBilling({ ...good, country: 'ZZ' }).problems).toMatchObject({ country: 'country' });
  });

  it('issue 11 §4: takes an optional company and tax id, checked against the country, for a full invoice', () => {
    expect(checkBilling({ ...good, company: ' ', tax_id: '' })).toMatchObject({ problems: null, billing: { country: 'ES' } });
    expect(checkBilling({ ...good, company: 'Juegos S.L.', tax_id: 'b1234567-4' }).billing).toMatchObject({ company: 'Juegos S.L.', tax_id: 'B12345674' });
    expect(checkBilling({ ...good, tax_id: '12345678A' }).problems).toEqual({ tax_id: 'tax_id' });
    expect(checkBilling({ ...good, country: 'PT', postal_code: '1000-001', tax_id: 'PT 12' }).problems).toEqual({ tax_id: 'tax_id' });
    expect(checkBilling({ ...good, company: 'x'.repeat(201) }).problems).toEqual({ company: 'too_long' });
  });

  it('marks the fields a server refusal names, with the form\'s own words where it has them', () => {
    const issues = [{ parameter: 'billing.postal_code', message: 'x' }, { parameter: 'billing.city', message: 'y' }, { parameter: 'cart', message: 'z' }];
    expect(serverBillingProblems({ ...good, postal_code: '1' }, issues)).toEqual({ postal_code: 'postal_code', city: 'invalid' });
    expect(serverBillingProblems(good, 'nonsense')).toEqual({});
  });

  it('CHK-09: the country select lists every EU country first, then the rest of the world, each in the reader\'s alphabet', () => {
    const { eu, world } = countryGroups('es');
    expect(eu.map((option) => option.code).sort()).toEqual([...EU_COUNTRIES].sort());
    expect(eu.find((option) => option.code === 'ES')?.name).toBe('España');
    expect(eu.map((option) => option.name)).toEqual([...eu.map((option) => option.name)].sort(new Intl.Collator('es-ES').compare));
    expect(world.some((option) => option.code === 'US')).toBe(true);
    expect(world.some((option) => (EU_COUNTRIES as readonly string[]).includes(option.code))).toBe(false);
    expect(countryGroups('en').eu.find((option) => option.code === 'DE')?.name).toBe('Germany');
  });
});
