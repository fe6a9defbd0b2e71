export interface IdleTimerOptions {
  idleMs: number;
  warningMs: number;
  /** The "Still there?" warning: called when it starts, then each second with what is left. */
  onCountdown: (secondsLeft: number) => void;
  /** Activity during the warning dismissed it. */
  onDismiss: () => void;
  /** Nobody answered: start over. */
  onReset: () => void;
  schedule?: (callback: () => void, ms: number) => ReturnType<typeof setTimeout>;
  cancel?: (handle: ReturnType<typeof setTimeout>) => void;
}

export interface IdleTimer {
  /**
   * Any input: restarts the idle period (and dismisses a warning). Nothing once stopped.
   * True when it dismissed a showing warning: that input was the visitor's answer
   * to it, and a tap's click must not also land on the page (useIdleReset).
   */
  activity: () => boolean;
  /**
   * A sign someone is there that is no answer to the warning (a mouse moving):
   * restarts the idle period, but leaves a showing warning up, so the click
   * that move leads to lands on the warning, not on the page (R5-08).
   */
  presence: () => void;
  /** For good: a stopped timer never starts again, whoever calls it later. */
  stop: () => void;
}

/**
 * Idle period, then a warning that counts down second by second, then a reset.
 * Whoever stops it owns it: a late "stay" (a tap on the fading warning after
 * the reset) or a reset that stops it from inside onReset cannot restart it,
 * which once left a timer nobody could stop warning over the attract loop.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const schedule = options.schedule ?? ((callback, ms) => setTimeout(callback, ms));
  const cancel = options.cancel ?? ((handle) => clearTimeout(handle));
  let handle: ReturnType<typeof setTimeout> | null = null;
  let warning = false;
  let stopped = false;

  const clear = (): void => {
    if (handle !== null) cancel(handle);
    handle = null;
  };

  const countdown = (secondsLeft: number): void => {
    handle = schedule(() => {
      const left = secondsLeft - 1;
      if (left <= 0) {
        warning = false;
        handle = null;
        options.onReset();
        start();
        return;
      }
      options.onCountdown(left);
      countdown(left);
    }, 1000);
  };

  const start = (): void => {
    clear();
    if (stopped) return;
    handle = schedule(() => {
      warning = true;
      const seconds = Math.round(options.warningMs / 1000);
      options.onCountdown(seconds);
      countdown(seconds);
    }, options.idleMs);
  };

  start();
  return {
    activity() {
      if (stopped) return false;
      const dismissed = warning;
      if (warning) {
        warning = false;
        options.onDismiss();
      }
      start();
      return dismissed;
    },
    presence() {
      if (!stopped && !warning) start();
    },
    stop() {
      stopped = true;
      warning = false;
      clear();
    },
  };
}
