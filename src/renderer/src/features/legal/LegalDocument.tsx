import { LEGAL_UPDATED } from '../../content/legal';
import type { LegalCopy, LegalPageId, Locale } from '../../content/types';
import { formatDate } from '../../lib/format';
import { fill } from '../../lib/template';

export interface LegalDocumentProps {
  page: LegalPageId;
  locale: Locale;
  copy: LegalCopy;
  /** Fill the copy's {brand} and {email}. */
  values: { brand: string; email: string };
}

/**
 * A legal text as markup alone: title, optional last-updated line, headed
 * sections. Free of hooks and stores so the build can also render it to the
 * static legal pages (features/legal/staticLegalPage.tsx) with react-dom/server.
 */
export function LegalDocument({ page, locale, copy, values }: LegalDocumentProps) {
  const updated = LEGAL_UPDATED[page];
  return (
    <article className="container legal py-5">
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
        <section key={section.id}>
          <h2 className="h4 mt-4">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph, values)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
