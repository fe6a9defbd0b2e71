import { Link } from 'react-router-dom';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { Frame } from './Frame';

/**
 * Route errors: an unknown route (`notFound`), or a page that threw `error`
 * (RouteErrorBoundary). The title keeps react-router's own wording,
 * "Unexpected Application Error!" (the spec's, in English in every language);
 * everything around it is in the page's language. A page whose code did not
 * arrive (offline and not kept on this device, a link that dropped) says so in
 * words and offers to try again, not the engine's message naming a file.
 * A kiosk has no back button, so the view links home.
 */
export function ErrorView({ notFound = false, error }: { notFound?: boolean; error?: unknown }) {
  const { error: copy } = useCopy();
  const locale = useLocale();
  usePageTitle(notFound ? 'error' : 'unavailable');
  useSplashRelease('view');
  const loadFailed = !notFound && isChunkLoadError(error);
  const status = notFound
    ? copy.notFoundStatus
    : loadFailed
      ? copy.loadFailedStatus
      : error instanceof Error
        ? error.message
        : '';
  const explanation = notFound
    ? copy.notFoundExplanation
    : !loadFailed
      ? copy.otherExplanation
      : navigator.onLine
        ? copy.loadFailedExplanation
        : copy.offlineExplanation;

  return (
    <Frame>
      <div className="container py-5 text-center error-view">
        {/* The spec's title, in English on every page: marked so a French voice reads it as English. */}
        <h1 className="h2" lang={locale === 'en' ? undefined : 'en'}>
          Unexpected Application Error!
        </h1>
        <p className="lead fw-semibold">{status}</p>
        <p>{explanation}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          {loadFailed && (
            <button
              type="button"
              className="btn btn-outline-primary btn-lg"
              onClick={() => window.location.reload()}
            >
              {copy.retry}
            </button>
          )}
          <Link to="/" className="btn btn-primary btn-lg">
            {copy.home}
          </Link>
        </div>
      </div>
    </Frame>
  );
}
