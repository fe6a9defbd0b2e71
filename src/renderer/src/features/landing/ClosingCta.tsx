import Container from 'react-bootstrap/Container';
import { StoreButton } from '../../components/StoreButton';
import { closingCtaCopies } from '../../content/closingCta';
import { useCopy, useLocale } from '../../hooks/useCopy';

/**
 * The band that ends the landing page before the footer: a reader who got
 * through the FAQ gets one last word and the store link, not a dead end.
 * Not a section of the menu or of the kiosk's counts (no id).
 */
export function ClosingCta() {
  const { hero } = useCopy().landing;
  const closingCta = closingCtaCopies[useLocale()];
  return (
    <section className="closing-cta py-5" aria-labelledby="closing-cta-title">
      <Container className="text-center">
        <h2 id="closing-cta-title" className="fw-bold">
          {closingCta.heading}
        </h2>
        <p className="closing-cta-text mx-auto">{closingCta.text}</p>
        <StoreButton placement="closing-cta" className="btn-lg">
          {hero.storeButton}
        </StoreButton>
      </Container>
    </section>
  );
}
