// The constituency number every roll call carries (?acno=): a positive whole number, else 400.
import { badRequest, fieldError } from '../../http';

export function acnoQuery(query: unknown): number {
  const raw = (query as Record<string, unknown> | undefined)?.acno;
  const s = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!/^\d{1,4}$/.test(s) || Number(s) < 1) throw badRequest([fieldError('acno', 'validation.acno')]);
  return Number(s);
}
