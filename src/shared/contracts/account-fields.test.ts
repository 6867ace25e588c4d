import { describe, expect, it } from 'vitest';
import { PersonNameSchema, toPersonName } from './account-fields.js';

describe('PersonNameSchema', () => {
  it.each(["María-José O'Neill Núñez", 'J. R. R. Tolkien', '李小龍', 'Zoë', 'Ngũgĩ wa Thiong’o'])('takes %s', (name) => {
    expect(PersonNameSchema.parse(name)).toBe(name);
  });

  it('tidies spaces and composes accents', () => {
    expect(PersonNameSchema.parse('  Ana   Gil ')).toBe('Ana Gil');
    expect(PersonNameSchema.parse('Jose\u0301')).toBe('José');
  });

  it.each([
    ['', 'is required'], ['   ', 'is required'], ['x'.repeat(81), 'must be at most 80 characters'],
    ['Ana 2000', 'may contain only'], ['<b>Ana</b>', 'may contain only'], ['Visit https://evil.example', 'may contain only'], ["-Ana", 'may contain only'],
  ])('refuses %j with one message', (name, message) => {
    const result = PersonNameSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe('toPersonName', () => {
  it('keeps what a name may hold, cut to 80 characters, or nothing', () => {
    expect(toPersonName('Ana <script>Gil</script>')).toBe('Ana script Gil script');
    expect(toPersonName('x'.repeat(200))).toHaveLength(80);
    expect(toPersonName('1234')).toBe('');
  });
});
