import { BrandLogo } from '../components/BrandLogo';
import { site } from '../config/site';
import type { StaticCopy } from '../content/types';

/**
 * The links the offline worker points where they lead (src/sw/offlinePage.ts): home, at the
 * landing page this device keeps; Try again, at the address the visitor asked for.
 */
export const KEPT_HOME_ATTRIBUTE = 'data-kept-home';
export const RETRY_ATTRIBUTE = 'data-retry';

export interface OfflinePageProps {
  copy: StaticCopy['offline'];
  /** The landing page in the page's language, from the host's root (`/`, `/fr/`). */
  home: string;
}

/**
 * What the offline worker answers for a page this device has not kept: the
 * brand, what happened, the same address again and the way home. No navbar
 * menu or footer: their links lead to pages that may not be kept either, and
 * every visitor's worker keeps this page (a few hundred bytes, not the 404's KB).
 */
export function OfflinePage({ copy, home }: OfflinePageProps) {
  const keptHome = { [KEPT_HOME_ATTRIBUTE]: '' };
  const retry = { [RETRY_ATTRIBUTE]: '' };
  return (
    <div className="d-flex flex-column min-vh-100">
      <header className="site-navbar border-bottom navbar navbar-light bg-white">
        <div className="container">
          <a
            className="d-flex align-items-center gap-2 fw-bold navbar-brand"
            href={home}
            {...keptHome}
          >
            <BrandLogo />
            <span>{site.brand}</span>
          </a>
        </div>
      </header>
      <main id="main" className="flex-grow-1">
        <section className="container py-5 not-found" aria-labelledby="offline-title">
          <h1 id="offline-title">{copy.heading}</h1>
          <p className="lead">{copy.message}</p>
          <p className="d-flex flex-wrap gap-3 mb-0">
            {/* Opened as the file itself (offline.html), it leads home. */}
            <a className="btn btn-primary btn-lg" href={home} {...retry}>
              {copy.retry}
            </a>
            <a className="btn btn-outline-primary btn-lg" href={home} {...keptHome}>
              {copy.home}
            </a>
          </p>
        </section>
      </main>
    </div>
  );
}
