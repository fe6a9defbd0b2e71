import { useEffect } from 'react';
import { site } from '../config/site';
import { posterCopies } from '../content/poster';
import { PosterView } from '../features/poster/PosterView';
import { useLocale } from '../hooks/useCopy';
import { useSplashRelease } from '../hooks/useSplashRelease';

export function Component() {
  const title = posterCopies[useLocale()].title;
  useSplashRelease('view');
  useEffect(() => {
    document.title = `${title} · ${site.brand}`;
  }, [title]);
  return <PosterView />;
}
