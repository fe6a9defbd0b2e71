import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { typedAddress } from '@shared/shortStoreLink';
import { AppScreen } from '../../../components/appScreens/AppScreen';
import { BrandLogo } from '../../../components/BrandLogo';
import { site } from '../../../config/site';
import { useSplashRelease } from '../../../hooks/useSplashRelease';
import { englishCopy, LOCALES } from '../../../content';
import { kioskCopies } from '../../../content/kiosk';
import { OFFER } from '../../../content/offer';
import type { Locale } from '../../../content/types';
import { useLocale } from '../../../hooks/useCopy';
import { useKioskQrUrl } from '../../../hooks/useKioskQrUrl';
import { formatPrice } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { QrCode } from '../../../components/QrCode';
import { useKioskStore } from '../kioskStore';
import { ATTRACT_SLIDES, SLIDE_MS } from './attractSlides';
import './attract.scss';

/** The kiosk's own language leads, in bold; the other follows, lighter. */
const LINE_CLASS = ['attract-line attract-line-lead', 'attract-line attract-line-other'] as const;
/** The price the loop quotes: the most popular plan's, from the one offer (content/offer.ts). */
const popularPrice = (): number => {
  const popular = englishCopy.landing.pricing.plans.find((plan) => plan.popular);
  return popular ? OFFER[popular.id].price : 0;
};

/** Every language, the kiosk's first: a French kiosk leads in French. */
const leadingWith = (lead: Locale): Locale[] => [
  lead,
  ...LOCALES.filter((locale) => locale !== lead),
];

/**
 * The attract loop over the whole site while nobody uses the kiosk: the brand,
 * a slow cycle of benefits beside the store's QR code, which stays on screen
 * (a passer-by scans it without touching anything), and "Touch to discover",
 * in both languages, the kiosk's own first. A
 * touch, click or key only dismisses it (the page under it gets nothing) and
 * starts a visit; it never warns or resets, it just waits.
 */
export function AttractScreen() {
  // Staff printing from a kiosk at rest keep their print view (kioskStore's 'print').
  const shown = useKioskStore((state) => state.attract && state.staff !== 'print');
  return shown ? createPortal(<AttractLoop />, document.body) : null;
}

function AttractLoop() {
  const dismiss = useKioskStore((state) => state.dismissAttract);
  const [current, setCurrent] = useState(0);
  const price = popularPrice();
  const storeUrl = useKioskQrUrl('attract');
  const languages = leadingWith(useLocale());
  const lead = kioskCopies[languages[0] ?? 'en'];
  const screen = useRef<HTMLDivElement>(null);
  const prompt = useRef<HTMLButtonElement>(null);
  useSplashRelease('kiosk');

  useEffect(() => {
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % ATTRACT_SLIDES.length),
      SLIDE_MS,
    );
    return () => clearInterval(timer);
  }, []);

  // Before the browser paints the loop: a touch on it as soon as it shows must start the visit.
  useLayoutEffect(() => {
    // The site under the loop is out of reach: no focus, no click, no screen reader.
    const page = document.getElementById('root');
    page?.setAttribute('inert', '');
    prompt.current?.focus();
    const onClick = (event: MouseEvent): void => {
      event.preventDefault();
      dismiss();
    };
    const onKey = (event: KeyboardEvent): void => {
      // The staff screens open over the loop and take their own keys.
      if (useKioskStore.getState().staff !== 'closed') return;
      event.preventDefault();
      event.stopPropagation();
      dismiss();
    };
    const element = screen.current;
    element?.addEventListener('click', onClick);
    window.addEventListener('keydown', onKey, true);
    return () => {
      page?.removeAttribute('inert');
      element?.removeEventListener('click', onClick);
      window.removeEventListener('keydown', onKey, true);
    };
  }, [dismiss]);

  return (
    <div
      ref={screen}
      // Each slide change switches the prompt's animation names: it breathes once a slide (attract.scss).
      className={current % 2 === 0 ? 'attract' : 'attract attract-beat-b'}
      role="dialog"
      aria-modal="true"
      aria-labelledby="attract-brand"
      aria-describedby="attract-prompt"
    >
      <p id="attract-brand" className="attract-brand">
        <BrandLogo size={64} />
        <span>{site.brand}</span>
      </p>
      <div className="attract-body">
        <div className="attract-stage">
          {ATTRACT_SLIDES.map((slide, index) => (
            <div
              key={slide.id}
              className={`attract-slide${index === current ? ' is-current' : ''}`}
              aria-hidden={index !== current}
            >
              <div
                className={
                  slide.art === 'screen' ? 'attract-art attract-art-screen' : 'attract-art'
                }
              >
                {slide.art === 'screen' ? (
                  <AppScreen screen="correction" className="attract-screen" />
                ) : slide.art === 'price' ? (
                  // What costs nothing first, then the paid plan.
                  <p className="attract-price" lang={languages[0]}>
                    <span className="attract-free">{lead.attract.free}</span>
                    <span className="attract-paid">
                      {fill(lead.attract.paid, { price: formatPrice(price, languages[0] ?? 'en') })}
                    </span>
                  </p>
                ) : (
                  <img src={slide.art} alt="" width={320} height={180} />
                )}
              </div>
              {/* Every language at once: the visitor has not chosen yet. */}
              {languages.map((locale, order) => (
                <p key={locale} lang={locale} className={LINE_CLASS[order === 0 ? 0 : 1]}>
                  {fill(kioskCopies[locale].attract.slides[slide.id], {
                    price: formatPrice(price, locale),
                  })}
                </p>
              ))}
            </div>
          ))}
        </div>
        {/* On every slide: a passer-by scans it without a touch. */}
        <figure className="attract-qr" data-store-qr="attract">
          <QrCode
            value={storeUrl}
            label={languages
              .map((locale) => fill(kioskCopies[locale].qrImageLabel, { url: storeUrl }))
              .join(' / ')}
            size={240}
          />
          <figcaption>
            {languages.map((locale, order) => (
              <span key={locale} lang={locale} className={LINE_CLASS[order === 0 ? 0 : 1]}>
                {kioskCopies[locale].attract.slides.store}
              </span>
            ))}
            {/* For a phone that cannot scan: "or type / ou tape" and the short address. */}
            <span className="attract-type">
              {languages.map((locale) => kioskCopies[locale].orType).join(' / ')}{' '}
              <strong>{typedAddress(storeUrl)}</strong>
            </span>
          </figcaption>
        </figure>
      </div>
      <button ref={prompt} id="attract-prompt" type="button" className="attract-prompt">
        {languages.map((locale, order) => (
          <Fragment key={locale}>
            {order > 0 && ' '}
            <span lang={locale} className={order === 0 ? undefined : 'attract-other'}>
              {kioskCopies[locale].attract.prompt}
            </span>
          </Fragment>
        ))}
      </button>
    </div>
  );
}
