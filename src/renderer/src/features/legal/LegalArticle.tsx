import { site } from '../../config/site';
import { legalCopies } from '../../content/legal';
import type { LegalPageId } from '../../content/types';
import { useLocale } from '../../hooks/useCopy';
import { LegalDocument } from './LegalDocument';

/** A legal page of the app, in the reader's language. */
export function LegalArticle({ page }: { page: LegalPageId }) {
  const locale = useLocale();
  return (
    <LegalDocument
      page={page}
      locale={locale}
      copy={legalCopies[locale][page]}
      values={{ brand: site.brand, email: site.email }}
    />
  );
}
