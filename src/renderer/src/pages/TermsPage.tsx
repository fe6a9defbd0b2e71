import { LegalArticle } from '../features/legal/LegalArticle';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSplashRelease } from '../hooks/useSplashRelease';

export function Component() {
  usePageTitle('terms');
  useSplashRelease('view');
  return <LegalArticle page="terms" />;
}
