import { AppScreen } from '../../components/appScreens/AppScreen';
import { BrandLogo } from '../../components/BrandLogo';
import { QrCode } from '../../components/QrCode';
import { site } from '../../config/site';
import { posterCopies } from '../../content/poster';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { planLines } from '../../lib/offer';
import { fill } from '../../lib/template';

/**
 * The store's own address without its scheme: short enough to type from a
 * sheet. The code carries the tagged link (referrer, campaign); the typed one
 * needs none of it.
 */
export function typeableStoreAddress(storeUrl: string): string {
  return storeUrl.replace(/^https?:\/\//, '');
}

/**
 * What a poster and a flyer both say: the brand, the pitch, who it is free
 * for, the plans, the QR code (tagged link) and a line a person can type. `full` adds the lead
 * paragraph and the app's correction screen, for which a flyer has no room.
 */
export function SheetPitch({ url, full }: { url: string; full: boolean }) {
  const locale = useLocale();
  const { hero, pricing } = useCopy().landing;
  const copy = posterCopies[locale];
  return (
    <>
      <div className="sheet-head">
        <div>
          <p className="sheet-brand">
            <BrandLogo size={64} />
            <span>{site.brand}</span>
          </p>
          <p className="sheet-pitch">{fill(hero.title, { brand: site.brand })}</p>
        </div>
        {/* The app's correction screen, as in the hero. */}
        {full && <AppScreen screen="correction" className="sheet-illustration" />}
      </div>
      {full && <p className="sheet-lead">{hero.lead}</p>}
      <p className="sheet-free">{hero.free}</p>
      <ul className="sheet-plans" aria-label={copy.plansHeading}>
        {pricing.plans.map((plan) => {
          const lines = planLines(plan, pricing, locale);
          return (
            <li key={plan.id}>
              <span className="sheet-plan-name">{plan.name}</span>{' '}
              <span className="sheet-plan-price">{lines.price}</span>{' '}
              <span className="sheet-plan-period">{lines.period}</span>
            </li>
          );
        })}
      </ul>
      <figure className="sheet-qr">
        <QrCode value={url} label={fill(copy.qrLabel, { url })} size={320} />
        <figcaption>{copy.scan}</figcaption>
      </figure>
      <p className="sheet-link">
        {fill(copy.orType, { brand: site.brand })}{' '}
        <span className="sheet-url">{typeableStoreAddress(site.storeUrl)}</span>
      </p>
    </>
  );
}
