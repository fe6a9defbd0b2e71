import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';
import { Frame } from './Frame';

/**
 * Route errors, unknown routes first. The title keeps the router's own wording,
 * "Unexpected Application Error!" (the spec's, in English in every language);
 * everything around it is in the page's language. A kiosk has no back button, so the view links home.
 */
export function ErrorView() {
  const error = useRouteError();
  const { error: copy } = useCopy();
  const locale = useLocale();
  usePageTitle('error');
  useSplashRelease('view');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = notFound
    ? copy.notFoundStatus
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : error instanceof Error
        ? error.message
        : '';

  return (
    <Frame>
      <div className="container py-5 text-center error-view">
        {/* The spec's title, in English on every page: marked so a French voice reads it as English. */}
        <h1 className="h2" lang={locale === 'en' ? undefined : 'en'}>
          Unexpected Application Error!
        </h1>
        <p className="lead fw-semibold">{status}</p>
        <p>{notFound ? copy.notFoundExplanation : copy.otherExplanation}</p>
        <Link to="/" className="btn btn-primary btn-lg">
          {copy.home}
        </Link>
      </div>
    </Frame>
  );
}
