import { render, type RenderResult } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type To } from 'react-router-dom';
import { AppRoutes } from '../app/AppRoutes';

/** Where the rendered app is, and a way to move it, as a test reads them. */
export interface AppRouter {
  readonly location: Location;
  navigate(to: To): void;
}

/** Renders the real route table at `path` (e.g. `/console` or `/#pricing`). */
export function renderApp(path = '/'): RenderResult & { router: AppRouter } {
  const current: { location?: Location; navigate?: (to: To) => void } = {};
  // Read once committed: a navigation still loading its page has not moved the app yet.
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      current.location = location;
      current.navigate = (to) => void navigate(to);
    });
    return null;
  }
  const router: AppRouter = {
    get location() {
      if (!current.location) throw new Error('The app has not rendered yet.');
      return current.location;
    },
    navigate(to) {
      if (!current.navigate) throw new Error('The app has not rendered yet.');
      current.navigate(to);
    },
  };
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Probe />
    </MemoryRouter>,
  );
  return { ...result, router };
}
