import Accordion from 'react-bootstrap/Accordion';
import Container from 'react-bootstrap/Container';
import { SectionHeading } from '../../components/SectionHeading';
import { site } from '../../config/site';
import { fill } from '../../lib/template';
import { useCopy } from '../../lib/useCopy';
import { useFaqStore } from '../../store/faq';

export function FaqSection() {
  const { faq } = useCopy().landing;
  const openId = useFaqStore((state) => state.openId);
  const toggle = useFaqStore((state) => state.toggle);
  const brand = { brand: site.brand };
  return (
    <section id="faq" className="py-5 bg-light" aria-labelledby="faq-title">
      <Container className="faq">
        <SectionHeading id="faq-title" title={faq.heading} />
        <Accordion activeKey={openId}>
          {faq.items.map((item) => (
            <Accordion.Item eventKey={item.id} key={item.id}>
              <Accordion.Header as="h3" onClick={() => toggle(item.id)}>
                {fill(item.question, brand)}
              </Accordion.Header>
              <Accordion.Body>{fill(item.answer, brand)}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
