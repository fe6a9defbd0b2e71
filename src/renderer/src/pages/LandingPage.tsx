import Container from 'react-bootstrap/Container';
import { usePageTitle } from '../lib/usePageTitle';
import { useCopy } from '../lib/useCopy';

export function LandingPage() {
  usePageTitle('home');
  const { landing } = useCopy();
  const sections = [
    ['home', landing.hero.title.replace('{brand}', 'Lyceo')],
    ['features', landing.features.heading],
    ['multimedia', landing.multimedia.heading],
    ['mobile-learning', landing.checklist.heading],
    ['articles', landing.articles.heading],
    ['pricing', landing.pricing.heading],
    ['testimonials', landing.testimonials.heading],
    ['faq', landing.faq.heading],
  ] as const;
  return (
    <>
      {sections.map(([id, heading], index) => (
        <section key={id} id={id} className="py-5" style={{ minHeight: '70vh' }}>
          <Container>{index === 0 ? <h1>{heading}</h1> : <h2>{heading}</h2>}</Container>
        </section>
      ))}
    </>
  );
}
