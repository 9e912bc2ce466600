import { describe, expect, it } from 'vitest';
import { isLooseEmail, isValidEmail, normaliseEmail } from './email.ts';

describe('e-mail patterns', () => {
  it.each([
    ['001 §5 strict: a normal address', 'jo.bloggs@mail.com.au', true, true],
    ['001 §5 strict: plus and apostrophe', "o'neil+shop@mail.co.nz", true, true],
    ['001 §5 strict: no dot in the domain', 'jo@localhost', false, false],
    ['001 §5 strict: min 5', 'a@b.', false, false],
    ['001 §5 strict: max 254', `${'a'.repeat(250)}@b.com`, false, true],
    ['001 §5 loose: local part, @, domain with a dot', 'jo@x.y', false, true],
    ['001 §5 strict refuses spaces', 'jo bloggs@mail.com', false, false],
    ['001 §5 strict refuses a one-letter TLD', 'jo@mail.c', false, true],
  ] as const)('%s', (_s, email, strict, loose) => {
    expect(isValidEmail(email)).toBe(strict);
    expect(isLooseEmail(email)).toBe(loose);
  });

  it('000 §3 registration lower-cases the e-mail', () => {
    expect(normaliseEmail('  Jo@Mail.COM ')).toBe('jo@mail.com');
  });
});
