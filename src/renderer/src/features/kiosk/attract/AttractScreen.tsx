import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AppScreen } from '../../../components/appScreens/AppScreen';
import { BrandLogo } from '../../../components/BrandLogo';
import { site } from '../../../config/site';
import { useSplashRelease } from '../../../hooks/useSplashRelease';
import { englishCopy, LOCALES } from '../../../content';
import { kioskCopies } from '../../../content/kiosk';
import { OFFER } from '../../../content/offer';
import type { Locale } from '../../../content/types';
import { useStoreUrl } from '../../../hooks/useStoreUrl';
import { formatPrice } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { QrCode } from '../../../components/QrCode';
import { useKioskStore } from '../kioskStore';
import { ATTRACT_SLIDES, SLIDE_MS } from './attractSlides';
import './attract.scss';

/** Written out whole so the CSS purge finds them. */
const LINE_CLASS: Record<Locale, string> = {
  en: 'attract-line attract-line-en',
  fr: 'attract-line attract-line-fr',
};
/** The price the loop quotes: the most popular plan's, from the one offer (content/offer.ts). */
const popularPrice = (): number => {
  const popular = englishCopy.landing.pricing.plans.find((plan) => plan.popular);
  return popular ? OFFER[popular.id].price : 0;
};

/**
 * The attract loop over the whole site while nobody uses the kiosk: the brand,
 * a slow cycle of benefits, and "Touch to discover" in both languages. A
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
  const storeUrl = useStoreUrl('attract', 'qr');
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
      className="attract"
      role="dialog"
      aria-modal="true"
      aria-labelledby="attract-brand"
      aria-describedby="attract-prompt"
    >
      <p id="attract-brand" className="attract-brand">
        <BrandLogo size={64} />
        <span>{site.brand}</span>
      </p>
      <div className="attract-stage">
        {ATTRACT_SLIDES.map((slide, index) => (
          <div
            key={slide.id}
            className={`attract-slide${index === current ? ' is-current' : ''}`}
            aria-hidden={index !== current}
          >
            <div
              className={slide.art === 'screen' ? 'attract-art attract-art-screen' : 'attract-art'}
            >
              {slide.art === 'qr' ? (
                <QrCode
                  value={storeUrl}
                  label={LOCALES.map((locale) =>
                    fill(kioskCopies[locale].qrImageLabel, { url: storeUrl }),
                  ).join(' / ')}
                  size={220}
                />
              ) : slide.art === 'screen' ? (
                <AppScreen screen="correction" className="attract-screen" />
              ) : slide.art === 'price' ? (
                <span className="attract-price">{formatPrice(price, 'en')}</span>
              ) : (
                <img src={slide.art} alt="" width={320} height={180} />
              )}
            </div>
            {/* Every language at once: the visitor has not chosen yet. */}
            {LOCALES.map((locale) => (
              <p key={locale} lang={locale} className={LINE_CLASS[locale]}>
                {fill(kioskCopies[locale].attract.slides[slide.id], {
                  price: formatPrice(price, locale),
                })}
              </p>
            ))}
          </div>
        ))}
      </div>
      <button ref={prompt} id="attract-prompt" type="button" className="attract-prompt">
        <span lang="en">{kioskCopies.en.attract.prompt}</span>{' '}
        <span lang="fr">{kioskCopies.fr.attract.prompt}</span>
      </button>
    </div>
  );
}
