import { useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './routes';

/** The site's routes, inside the boundary that shows the error view for a page that fails. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
