import { FaFacebook, FaInstagram, FaTiktok, FaWhatsapp, FaYoutube } from 'react-icons/fa6';
import { whatsappLink } from '@shared/siteConfig';
import { BUILD_YEAR, site } from '../config/site';
import { LEGAL_SLUGS } from '../content/legalPages';
import { localePagePath, localePageRoot } from '../content/locales';
import type { FooterCopy, LegalPageId, Locale } from '../content/types';
import { fill } from '../lib/template';
import { useCopy, useLocale } from '../hooks/useCopy';
import { BrandLogo } from '../components/BrandLogo';
import { ExternalLink } from '../components/ExternalLink';
import { StoreLink } from '../components/StoreLink';
import { PlainLink } from './PlainLink';
import { PrefetchLink } from './PrefetchLink';

const SOCIAL_ICONS = {
  facebook: FaFacebook,
  instagram: FaInstagram,
  tiktok: FaTiktok,
  youtube: FaYoutube,
} as const;

type SocialNetwork = keyof FooterCopy['social'];
const NETWORKS = Object.keys(SOCIAL_ICONS) as SocialNetwork[];

/**
 * The static HTML copy of a legal page in the language's folder (English at
 * the site's root, French under fr/), through the site root: right from the
 * French page at fr/ and where a host serves it at the root (site.conf).
 */
function staticLegalHref(locale: Locale, page: LegalPageId): string {
  return `${localePageRoot(locale)}${localePagePath(locale)}${LEGAL_SLUGS[page]}/`;
}

export function SiteFooter() {
  const { footer, nav, common } = useCopy();
  const locale = useLocale();
  const brand = { brand: site.brand };
  return (
    <footer className="site-footer bg-dark text-light pt-5 pb-4 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-12 col-lg-4">
            <p className="d-flex align-items-center gap-2 fs-5 fw-bold mb-2">
              <BrandLogo size={28} />
              {site.brand}
            </p>
            <p className="footer-muted">{footer.tagline}</p>
          </div>
          <nav className="col-6 col-lg-2" aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="h6 text-uppercase">
              {footer.quickLinksHeading}
            </h2>
            <ul className="list-unstyled footer-links">
              {nav.entries.map((entry) => (
                <li key={entry.section}>
                  <PlainLink href={`#${entry.section}`} to={{ pathname: '/', hash: entry.section }}>
                    {entry.label}
                  </PlainLink>
                </li>
              ))}
              <li>
                <PrefetchLink to="/console">{footer.consoleLink}</PrefetchLink>
              </li>
              <li>
                <PrefetchLink to="/videos">{footer.videosLink}</PrefetchLink>
              </li>
              <li>
                <StoreLink placement="footer">{footer.storeLink}</StoreLink>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-lg-2" aria-labelledby="footer-legal">
            <h2 id="footer-legal" className="h6 text-uppercase">
              {footer.legalHeading}
            </h2>
            <ul className="list-unstyled footer-links">
              <li>
                <PrefetchLink to="/privacy-policy" staticHref={staticLegalHref(locale, 'privacy')}>
                  {footer.privacy}
                </PrefetchLink>
              </li>
              <li>
                <PrefetchLink to="/terms-of-use" staticHref={staticLegalHref(locale, 'terms')}>
                  {footer.terms}
                </PrefetchLink>
              </li>
            </ul>
          </nav>
          <div className="col-12 col-lg-4">
            <h2 className="h6 text-uppercase">{footer.contactHeading}</h2>
            <p className="mb-2">
              {footer.emailLabel}
              {common.colon}{' '}
              <ExternalLink href={`mailto:${site.email}`} newTab={false} className="footer-link">
                {site.email}
              </ExternalLink>
            </p>
            <ExternalLink
              href={whatsappLink(site, fill(footer.whatsappGreeting, brand))}
              className="btn btn-success d-inline-flex align-items-center gap-2 mb-3"
            >
              <FaWhatsapp aria-hidden="true" />
              {footer.whatsappButton}
            </ExternalLink>
            <h2 className="h6 text-uppercase">{footer.socialHeading}</h2>
            <ul className="list-unstyled d-flex gap-2 mb-0">
              {NETWORKS.map((network) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <ExternalLink
                      href={site.social[network]}
                      className="social-link"
                      aria-label={fill(footer.social[network], brand)}
                    >
                      <Icon aria-hidden="true" size={22} />
                    </ExternalLink>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <p className="footer-muted small border-top border-secondary pt-3 mt-4 mb-0">
          {fill(footer.rights, { ...brand, year: BUILD_YEAR })}
        </p>
      </div>
    </footer>
  );
}
