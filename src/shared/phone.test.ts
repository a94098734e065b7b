import { isValidPhone, normalisePhone } from './phone';

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
