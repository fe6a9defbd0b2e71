import { renderToStaticMarkup } from 'react-dom/server';
import { STATIC_PAGE_CSP } from '@shared/securityHeaders';
import type { SiteConfig } from '@shared/siteConfig';
import { BrandLogo } from '../../components/BrandLogo';
import { siteCopies } from '../../content/siteCopies';
import { LANGUAGE_NAMES, localePagePath, LOCALES } from '../../content';
import {
  LEGAL_PAGES,
  LEGAL_SLUGS,
  legalCopies,
  staticLegalAlternates,
  staticLegalPath,
} from '../../content/legal';
import { staticCopies } from '../../content/static';
import type { LegalPageId, Locale } from '../../content/types';
import { fill } from '../../lib/template';
import { LegalDocument } from './LegalDocument';

/**
 * The static HTML copies of the legal pages, rendered by the build
 * (tooling/seo/staticLegalPages.ts) with react-dom/server: Google Play asks for
 * a privacy-policy URL its reviewers and crawlers can read, and a hash route
 * needs JavaScript. No script at all; the site's stylesheet is linked.
 */

export interface StaticLegalPageOptions {
  page: LegalPageId;
  locale: Locale;
  config: SiteConfig;
  /** The site's stylesheet, relative to the site root (assets/index-….css). */
  stylesheet: string;
}

function StaticLegalPage({ page, locale, config, stylesheet }: StaticLegalPageOptions) {
  const path = staticLegalPath(page, locale);
  // `../` per folder of the page's own path: the pages work from any folder of any host.
  const root = '../'.repeat(path.split('/').length - 1);
  const copy = legalCopies[locale][page];
  const { footer } = siteCopies[locale];
  const values = { brand: config.brand, email: config.email };
  const other = LOCALES.filter((candidate) => candidate !== locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={STATIC_PAGE_CSP} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${copy.title} · ${config.brand}`}</title>
        <meta name="description" content={fill(copy.intro, values)} />
        <link rel="canonical" href={config.siteUrl + path} />
        {staticLegalAlternates(page).map(([hreflang, alternate]) => (
          <link
            key={hreflang}
            rel="alternate"
            hrefLang={hreflang}
            href={config.siteUrl + alternate}
          />
        ))}
        <link rel="icon" href={`${root}favicon.svg`} type="image/svg+xml" />
        <link rel="stylesheet" href={root + stylesheet} />
      </head>
      <body>
        <header className="bg-dark text-light">
          <div className="container d-flex flex-wrap align-items-center justify-content-between gap-3 py-3">
            <a href={root} className="d-flex align-items-center gap-2 fs-5 fw-bold text-light">
              <BrandLogo size={28} />
              {config.brand}
            </a>
            {other.map((alternate) => (
              <a
                key={alternate}
                href={root + staticLegalPath(page, alternate)}
                hrefLang={alternate}
                lang={alternate}
                className="text-light"
              >
                {LANGUAGE_NAMES[alternate]}
              </a>
            ))}
          </div>
        </header>
        <main>
          <LegalDocument page={page} locale={locale} copy={copy} values={values} />
        </main>
        <footer className="container pb-5">
          <ul className="list-unstyled d-flex flex-wrap gap-3">
            <li>
              <a href={`${root}${localePagePath(locale)}#/${LEGAL_SLUGS[page]}`}>
                {fill(staticCopies[locale].staticPage.backToApp, values)}
              </a>
            </li>
            {LEGAL_PAGES.filter((candidate) => candidate !== page).map((candidate) => (
              <li key={candidate}>
                <a href={root + staticLegalPath(candidate, locale)}>{footer[candidate]}</a>
              </li>
            ))}
          </ul>
        </footer>
      </body>
    </html>
  );
}

/** The page as a complete HTML document. */
export function renderStaticLegalPage(options: StaticLegalPageOptions): string {
  return `<!doctype html>${renderToStaticMarkup(<StaticLegalPage {...options} />)}`;
}
