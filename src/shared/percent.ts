/** Reached percentage (constants): reached / count * 100 to 2 decimals, 0 when the count is 0. */
export function reachedPercent(reached: number, count: number): number {
  if (!count) return 0;
  return Math.round((reached / count) * 10000) / 100;
}
