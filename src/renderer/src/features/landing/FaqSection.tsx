import Collapse from 'react-bootstrap/Collapse';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy } from '../../hooks/useCopy';
import { useFaqStore } from '../../store/faq';
import { LandingSection } from './LandingSection';

/**
 * Bootstrap's accordion markup driven by the FAQ store (one open at a time).
 * Only Collapse comes from react-bootstrap: the navbar already ships it, while
 * its Accordion would add contexts the store makes unnecessary.
 */
export function FaqSection() {
  const { faq } = useCopy().landing;
  const openId = useFaqStore((state) => state.openId);
  const toggle = useFaqStore((state) => state.toggle);
  const brand = { brand: site.brand };
  return (
    <LandingSection id="faq" title={faq.heading} tinted containerClassName="faq">
      <div className="accordion">
        {faq.items.map((item) => {
          const open = openId === item.id;
          return (
            <div className="accordion-item" key={item.id}>
              <h3 className="accordion-header">
                <button
                  type="button"
                  id={`faq-q-${item.id}`}
                  className={`accordion-button${open ? '' : ' collapsed'}`}
                  aria-expanded={open}
                  aria-controls={`faq-a-${item.id}`}
                  onClick={() => toggle(item.id)}
                >
                  {fill(item.question, brand)}
                </button>
              </h3>
              <Collapse in={open}>
                <div
                  id={`faq-a-${item.id}`}
                  role="region"
                  aria-labelledby={`faq-q-${item.id}`}
                  className="accordion-collapse"
                >
                  <div className="accordion-body">{fill(item.answer, brand)}</div>
                </div>
              </Collapse>
            </div>
          );
        })}
      </div>
    </LandingSection>
  );
}
