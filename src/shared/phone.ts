// Indian mobile numbers are stored as +91 and ten digits. Non-digits are dropped; a number
// written with "+" already carries its country code; otherwise ten digits are always the
// national number (even one that starts with 91, e.g. 9123456780), twelve digits starting with
// 91 carry the code, a leading trunk 0 goes, and 91 is put in front when missing. Anything
// longer is cut to twelve digits; the result is valid only at +91 and ten digits, the first 6-9.
export function normalisePhone(input: string | null | undefined): string {
  const text = String(input ?? '').trim();
  let digits = text.replace(/\D/g, '');
  if (!digits) return '';
  if (!text.startsWith('+')) {
    digits = digits.replace(/^0+/, '');
    if (digits.length === 10 || !digits.startsWith('91')) digits = '91' + digits;
  } else if (!digits.startsWith('91')) digits = '91' + digits;
  return '+' + digits.slice(0, 12);
}

/** +91 and ten digits, whatever the first: a number of the right length. */
export const hasTenDigits = (phone: string | null | undefined) => /^\+91\d{10}$/.test(String(phone ?? ''));

/** An Indian mobile number: +91 and ten digits, the first of them 6, 7, 8 or 9 (no mobile starts with 0-5). */
export const isValidPhone = (phone: string | null | undefined) => /^\+91[6-9]\d{9}$/.test(String(phone ?? ''));

/**
 * The schemas' second test of a phone, after its length: ten digits that no mobile starts with.
 * A number of the wrong length is the length test's to name, so this one passes it.
 */
export const startsAsMobile = (phone: string | null | undefined) => phone == null || phone === '' || !hasTenDigits(phone) || isValidPhone(phone);

/** The catalogue key of a number of ten digits that no mobile starts with. */
export const MOBILE_START_KEY = 'validation.mobileStart';
