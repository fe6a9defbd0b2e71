import { useLayoutEffect, useRef } from 'react';
import { site } from '../../config/site';
import { offerValues } from '../../lib/offer';
import { fill } from '../../lib/template';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { useFaqStore } from '../../store/faq';
import { LandingSection } from './LandingSection';

/**
 * The FAQ as native disclosures in one named group (`<details name="faq">`):
 * the browser opens one answer at a time before the app runs and with
 * JavaScript off. Once it runs, the store follows the elements' toggle events
 * and drives their `open` (the kiosk's idle reset closes the open one).
 * Styled as Bootstrap's accordion (_site.scss).
 */
export function FaqSection() {
  const { faq } = useCopy().landing;
  const locale = useLocale();
  const openId = useFaqStore((state) => state.openId);
  const follow = useFaqStore((state) => state.follow);
  const group = useRef<HTMLDivElement>(null);
  const brand = { brand: site.brand };
  // The answers quote the prices, each in the page's number format (lib/offer.ts).
  const values = { ...brand, ...offerValues(locale) };

  useLayoutEffect(() => {
    // An answer the visitor opened before the app arrived stays open, now in the store.
    // Engines without <details name> (Chrome < 120, Firefox < 130, Safari < 17.2) let
    // them open several: one stays, as after (React leaves the others' `open` alone).
    const [opened, ...others] =
      group.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? [];
    for (const other of others) other.open = false;
    if (opened?.dataset.faq) follow(opened.dataset.faq, true);
  }, [follow]);

  return (
    <LandingSection id="faq" title={faq.heading} tinted containerClassName="faq">
      <div className="accordion" ref={group}>
        {faq.items.map((item) => (
          <details
            className="accordion-item"
            name="faq"
            key={item.id}
            data-faq={item.id}
            open={openId === item.id}
            onToggle={(event) => follow(item.id, event.currentTarget.open)}
          >
            <summary className="accordion-button">
              <h3 className="accordion-header">{fill(item.question, brand)}</h3>
            </summary>
            <div className="accordion-body">{fill(item.answer, values)}</div>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
