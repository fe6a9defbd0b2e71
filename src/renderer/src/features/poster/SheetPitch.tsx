import { AppScreen } from '../../components/appScreens/AppScreen';
import { BrandLogo } from '../../components/BrandLogo';
import { QrCode } from '../../components/QrCode';
import { site } from '../../config/site';
import { formatDate } from '../../lib/format';
import { planLines } from '../../lib/offer';
import { fill } from '../../lib/template';
import { readablePhone, readableSite } from './readableContact';
import type { SheetLanguage } from './useSheetLanguages';

/**
 * The store's own address without its scheme: short enough to type from a
 * sheet. The code carries the tagged link (referrer, campaign); the typed one
 * needs none of it.
 */
export function typeableStoreAddress(storeUrl: string): string {
  return storeUrl.replace(/^https?:\/\//, '');
}

/** Where and when to find the stand, from the print view's address; both null: nothing printed. */
export interface SheetWhere {
  stand: string | null;
  date: string | null;
}

/** "Find us at stand B12 on March 14, 2026" in one language; null when there is neither. */
function whereLine({ locale, poster }: SheetLanguage, { stand, date }: SheetWhere): string | null {
  const values = { stand: stand ?? '', date: date === null ? '' : formatDate(date, locale) };
  if (stand !== null && date !== null) return fill(poster.where.both, values);
  if (stand !== null) return fill(poster.where.stand, values);
  return date === null ? null : fill(poster.where.date, values);
}

/**
 * One line per language, the page's first and the others set apart (`lang` on
 * each, for print readers and screen readers alike).
 */
function Lines({
  languages,
  className,
  text,
}: {
  languages: readonly SheetLanguage[];
  className: string;
  text: (language: SheetLanguage) => string | null;
}) {
  return languages.map((language, order) => {
    const line = text(language);
    return line === null ? null : (
      <p
        key={language.locale}
        lang={language.locale}
        className={order === 0 ? className : `${className} sheet-second`}
      >
        {line}
      </p>
    );
  });
}

/**
 * What a poster and a flyer both say, in one language or several (the page's
 * first): the brand, the pitch, who it is free for, the plans, where and when
 * to find the stand, the QR code (tagged link), the WhatsApp number and the
 * site's address, and a line a person can type. `full` adds the lead
 * paragraph (one language only) and the app's correction screen, for which
 * a flyer has no room.
 */
export function SheetPitch({
  url,
  full,
  languages,
  where,
}: {
  url: string;
  full: boolean;
  languages: readonly SheetLanguage[];
  where: SheetWhere;
}) {
  const [lead = languages[0], ...others] = languages;
  if (!lead) return null;
  const brand = { brand: site.brand };
  return (
    <>
      <div className="sheet-head">
        <div>
          <p className="sheet-brand">
            <BrandLogo size={64} />
            <span>{site.brand}</span>
          </p>
          <Lines
            languages={languages}
            className="sheet-pitch"
            text={({ landing }) => fill(landing.hero.title, brand)}
          />
        </div>
        {/* The app's correction screen, as in the hero. */}
        {full && <AppScreen screen="correction" className="sheet-illustration" />}
      </div>
      {full && others.length === 0 && <p className="sheet-lead">{lead.landing.hero.lead}</p>}
      <div className="sheet-free">
        <Lines languages={languages} className="" text={({ landing }) => landing.hero.free} />
      </div>
      <ul className="sheet-plans" aria-label={lead.poster.plansHeading}>
        {lead.landing.pricing.plans.map((plan) => {
          const lines = planLines(plan, lead.landing.pricing, lead.locale);
          return (
            <li key={plan.id}>
              <span className="sheet-plan-name">{plan.name}</span>{' '}
              <span className="sheet-plan-price">{lines.price}</span>{' '}
              <span className="sheet-plan-period">{lines.period}</span>
            </li>
          );
        })}
      </ul>
      <Lines
        languages={languages}
        className="sheet-where"
        text={(language) => whereLine(language, where)}
      />
      <figure className="sheet-qr">
        <QrCode value={url} label={fill(lead.poster.qrLabel, { url })} size={320} />
        <figcaption>
          <Lines languages={languages} className="" text={({ poster }) => poster.scan} />
        </figcaption>
      </figure>
      {/* Read at 1 m on an A6 flyer: at least 14 pt there (poster.scss). */}
      <p className="sheet-contact">
        <span>{fill(lead.poster.contact.whatsapp, { number: readablePhone(site.whatsapp) })}</span>{' '}
        <span>{fill(lead.poster.contact.site, { site: readableSite(site.siteUrl) })}</span>
      </p>
      <p className="sheet-link">
        {fill(lead.poster.orType, brand)}{' '}
        <span className="sheet-url">{typeableStoreAddress(site.storeUrl)}</span>
      </p>
    </>
  );
}
