import { Link } from 'react-router-dom';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';
import { useCopy, useLocale } from '../hooks/useCopy';
import type { SiteCopy } from '../content/types';
import { isChunkLoadError } from '../lib/chunkLoadError';
import { Frame } from './Frame';

type ErrorCopy = SiteCopy['error'];

/** The status line and the sentence below it, and whether trying again can help. */
function errorWords(
  copy: ErrorCopy,
  notFound: boolean,
  error: unknown,
): { status: string; explanation: string; retry: boolean } {
  if (notFound)
    return { status: copy.notFoundStatus, explanation: copy.notFoundExplanation, retry: false };
  if (isChunkLoadError(error)) {
    const explanation = navigator.onLine ? copy.loadFailedExplanation : copy.offlineExplanation;
    return { status: copy.loadFailedStatus, explanation, retry: true };
  }
  const status = error instanceof Error ? error.message : '';
  return { status, explanation: copy.otherExplanation, retry: false };
}

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
  const { status, explanation, retry } = errorWords(copy, notFound, error);

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
          {retry && (
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
