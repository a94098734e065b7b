/** A share as a percentage: part / count * 100 to 2 decimals, 0 when the count is 0. */
export function percentOf(part: number, count: number): number {
  if (!count) return 0;
  return Math.round((part / count) * 10000) / 100;
}
