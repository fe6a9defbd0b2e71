/** `12:05` or `1:02:05`: the time since the start, as a presenter's timer shows it. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const two = (value: number): string => String(value).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const clock = `${two(minutes)}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/** The time of day in the deck's language: `2:05 PM`, `14:05`. */
export function formatClock(now: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(now);
}
