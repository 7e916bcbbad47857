/**
 * mm:ss for a countdown. Whole seconds are rounded up, so the display reads 10:00 for the whole
 * first second and 00:00 only when time is up. Sub-millisecond noise from `performance.now()`
 * arithmetic is rounded away first, so 540000.0000001 ms still reads 09:00.
 */
export function formatClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(Math.round(ms) / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A duration in words for screen readers and summaries, e.g. "8 minutes 5 seconds". */
export function describeDuration(ms: number): string {
  const totalSeconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts = [];
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`);
  if (seconds > 0 || minutes === 0) parts.push(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`);
  return parts.join(' ');
}
