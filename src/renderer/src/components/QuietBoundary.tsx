import { Component, type ReactNode } from 'react';

/**
 * Around a lazy part the page can do without (a notice, a dialog): if its chunk
 * cannot load (offline, before the worker has kept it), nothing shows instead of
 * the error view in place of the whole page.
 */
export class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
