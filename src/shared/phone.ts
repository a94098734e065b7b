// 01 §5: strip non-digits, prefix 91 when missing, cut to 12 digits, put + in front; valid at 13 characters.
export function normalisePhone(input: string | null | undefined): string {
  let digits = String(input ?? '').replace(/\D/g, '');
  if (!digits) return '';
  if (!digits.startsWith('91')) digits = '91' + digits;
  return '+' + digits.slice(0, 12);
}

export const isValidPhone = (phone: string | null | undefined) => /^\+91\d{10}$/.test(String(phone ?? ''));
