import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorView } from './ErrorView';

interface Props {
  children: ReactNode;
}

interface State {
  error: { thrown: unknown } | null;
  /** The location the error happened at: leaving it clears the error view. */
  locationKey: string;
}

class ErrorBoundaryAt extends Component<Props & { locationKey: string }, State> {
  state: State = { error: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(thrown: unknown): Partial<State> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: State): Partial<State> {
    return props.locationKey === state.locationKey
      ? {}
      : { error: null, locationKey: props.locationKey };
  }

  render() {
    return this.state.error ? <ErrorView error={this.state.error.thrown} /> : this.props.children;
  }
}

/**
 * A page that throws while rendering (or whose chunk fails to load) shows the
 * error view in place of the whole layout, as a router's error element would;
 * the next navigation (the view's "home" link, a kiosk's reset) renders the
 * routes again.
 */
export function RouteErrorBoundary({ children }: Props) {
  const { key } = useLocation();
  return <ErrorBoundaryAt locationKey={key}>{children}</ErrorBoundaryAt>;
}
