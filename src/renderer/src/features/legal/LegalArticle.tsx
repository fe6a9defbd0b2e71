import Container from 'react-bootstrap/Container';
import { site } from '../../config/site';
import { LEGAL_UPDATED, legalCopies } from '../../content/legal';
import type { LegalPageId } from '../../content/types';
import { formatDate } from '../../lib/format';
import { fill } from '../../lib/template';
import { useLocale } from '../../hooks/useCopy';

/** A legal page from content: title, optional last-updated line, then headed sections. */
export function LegalArticle({ page }: { page: LegalPageId }) {
  const locale = useLocale();
  const copy = legalCopies[locale][page];
  const values = { brand: site.brand, email: site.email };
  const updated = LEGAL_UPDATED[page];
  return (
    <Container as="article" className="legal py-5">
      <h1>{copy.title}</h1>
      {copy.updated && updated && (
        <p className="text-body-secondary">
          <time dateTime={updated}>
            {fill(copy.updated, { date: formatDate(updated, locale) })}
          </time>
        </p>
      )}
      <p className="lead">{fill(copy.intro, values)}</p>
      {copy.sections.map((section) => (
        <section key={section.heading}>
          <h2 className="h4 mt-4">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph, values)}</p>
          ))}
        </section>
      ))}
    </Container>
  );
}
