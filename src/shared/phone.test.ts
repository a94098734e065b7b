import { hasTenDigits, isValidPhone, normalisePhone, startsAsMobile } from './phone';

describe('normalisePhone', () => {
  it('takes ten digits as the national number, even when they start with 91', () => {
    expect(normalisePhone('9123456780')).toBe('+919123456780');
    expect(normalisePhone('98765 43210')).toBe('+919876543210');
    expect(normalisePhone('09876543210')).toBe('+919876543210');
  });

  it('keeps the country code of twelve digits starting with 91 or of a number written with +', () => {
    expect(normalisePhone('919123456780')).toBe('+919123456780');
    expect(normalisePhone('+91 91234 56780')).toBe('+919123456780');
    expect(normalisePhone('+91-98765-43210')).toBe('+919876543210');
  });

  it('keeps a number being typed after the +91 the form puts in front', () => {
    let field = '';
    for (const ch of '9123456780') field = normalisePhone(field + ch);
    expect(field).toBe('+919123456780');
    field = '';
    for (const ch of '9876543210') field = normalisePhone(field + ch);
    expect(field).toBe('+919876543210');
  });

  it('writes nothing for no digits and refuses what is not +91 and ten digits', () => {
    expect(normalisePhone('  ')).toBe('');
    expect(isValidPhone(normalisePhone('12345'))).toBe(false);
    expect(isValidPhone(normalisePhone('9123456780'))).toBe(true);
    expect(isValidPhone('+9191234567801')).toBe(false);
  });
});

describe('the mobile rule', () => {
  it('takes ten digits starting with 6, 7, 8 or 9 after the +91, and no other', () => {
    for (const n of ['6123456789', '7000012345', '8123456789', '9822000111']) expect(isValidPhone(normalisePhone(n))).toBe(true);
    for (const n of ['1234567890', '5234567890', '+91 0234567890']) {
      expect(hasTenDigits(normalisePhone(n))).toBe(true);
      expect(isValidPhone(normalisePhone(n))).toBe(false);
      expect(startsAsMobile(normalisePhone(n))).toBe(false);
    }
  });

  it('leaves a number of the wrong length, or none, to the length test', () => {
    expect(startsAsMobile(normalisePhone('12345'))).toBe(true);
    expect(startsAsMobile(null)).toBe(true);
    expect(startsAsMobile('')).toBe(true);
  });
});
