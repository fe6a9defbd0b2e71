import { LegalArticle } from '../features/legal/LegalArticle';
import { usePageTitle } from '../hooks/usePageTitle';

export function Component() {
  usePageTitle('privacy');
  return <LegalArticle page="privacy" />;
}
