/** Spec "Dashboard": items rotate by day of the month (day 1 -> first item). */
export function pickByDayOfMonth<T>(items: readonly T[], date: Date): T {
  if (items.length === 0) throw new Error('Nothing to rotate');
  return items[(date.getDate() - 1) % items.length]!;
}
