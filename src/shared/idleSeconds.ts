/** A kiosk's idle delay when none is given, in seconds. */
export const DEFAULT_IDLE_SECONDS = 90;

/** The kiosk idle delay accepted from `--idle=` (shell) and `idle=` (URL): whole seconds, 15 to 3600. */
const IDLE_MIN = 15;
const IDLE_MAX = 3600;

/**
 * Text must be decimal digits and nothing else: `Number()` would also read
 * `0x10`, `0b1111`, `1e2`, ` 30 ` and `30.0` as whole numbers.
 */
export function parseIdleSeconds(value: unknown): number | null {
  let seconds: number;
  if (typeof value === 'number') seconds = value;
  else if (typeof value === 'string' && /^[0-9]{1,4}$/.test(value)) seconds = Number(value);
  else return null;
  return Number.isInteger(seconds) && seconds >= IDLE_MIN && seconds <= IDLE_MAX ? seconds : null;
}
