import { Link } from 'react-router-dom';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';
import { Frame } from './Frame';

/**
 * Route errors: an unknown route (`notFound`), or a page that threw `error`
 * (RouteErrorBoundary). The title keeps react-router's own wording,
 * "Unexpected Application Error!" (the spec's, in English in every language);
 * everything around it is in the page's language. A kiosk has no back button, so the view links home.
 */
export function ErrorView({ notFound = false, error }: { notFound?: boolean; error?: unknown }) {
  const { error: copy } = useCopy();
  const locale = useLocale();
  usePageTitle('error');
  useSplashRelease('view');
  const status = notFound ? copy.notFoundStatus : error instanceof Error ? error.message : '';

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
