/** The kiosk idle delay accepted from `--idle=` (shell) and `idle=` (URL): whole seconds, 15 to 3600. */
const IDLE_MIN = 15;
const IDLE_MAX = 3600;

export function parseIdleSeconds(value: unknown): number | null {
  const seconds = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(seconds) && seconds >= IDLE_MIN && seconds <= IDLE_MAX ? seconds : null;
}
