import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { retryKioskStart } from '../../lib/kioskRetry';
import { resetAllStores } from '../../store/resetRegistry';

/** Recoveries allowed within RECOVERY_WINDOW_MS; past that the kiosk reloads (lib/kioskRetry). */
const MAX_RECOVERIES = 3;
const RECOVERY_WINDOW_MS = 60_000;

/**
 * When this page's kiosk layer started over, for every boundary of the page: the
 * error view (app/ErrorView.tsx) has a frame of its own, so a page error next to a
 * failing layer mounts a new boundary at each reset, and a count of its own
 * would start again at each one, looping hundreds of times a second.
 */
let recoveries: number[] = [];

/** A new page's count (tests: each renders a new page in the same window). */
export function forgetKioskRecoveries(): void {
  recoveries = [];
}

interface KioskBoundaryProps {
  children: ReactNode;
  /** After the stores' reset: what else starting over means (the route back to '/'). */
  onReset: () => void;
}

interface KioskBoundaryState {
  failed: boolean;
  /** Bumped at each recovery, so the layer mounts afresh rather than reusing broken state. */
  generation: number;
}

/**
 * Around the kiosk layer (idle reset, attract loop, QR dialog, staff screens):
 * an error thrown while one of them renders would otherwise climb to the
 * route's error view, which renders the same layer again, and unmount the
 * whole page: a white screen with no attract loop until someone reloads. Here
 * it is logged, the kiosk starts over (stores reset: attract loop back, staff
 * screens closed) and the layer mounts again. An error that comes back at once
 * (more than MAX_RECOVERIES a minute), or a chunk of the layer that failed to
 * load (React.lazy keeps the rejection), leaves the layer down: with no attract
 * screen the kiosk's splash never goes and no idle reset runs, so staff get
 * the boot watch's notice and the kiosk reloads by itself, later each time.
 */
export class KioskBoundary extends Component<KioskBoundaryProps, KioskBoundaryState> {
  override state: KioskBoundaryState = { failed: false, generation: 0 };

  static getDerivedStateFromError(): Partial<KioskBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Kiosk layer failed; the kiosk starts over.', error, info.componentStack);
    resetAllStores();
    this.props.onReset();
    const now = Date.now();
    recoveries = [...recoveries.filter((at) => now - at < RECOVERY_WINDOW_MS), now];
    if (recoveries.length > MAX_RECOVERIES) {
      retryKioskStart(window);
      return;
    }
    this.setState(({ generation }) => ({ failed: false, generation: generation + 1 }));
  }

  override render(): ReactNode {
    if (this.state.failed) return null;
    return <Fragment key={this.state.generation}>{this.props.children}</Fragment>;
  }
}
