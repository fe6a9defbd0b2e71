import appScreenFiles from 'virtual:app-screen-files';
import { site } from '../../config/site';
import type { AppScreenId } from '../../content/types';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { renderedSiteRoot } from '../../lib/localePage';
import { fill } from '../../lib/template';

/** How soon the browser fetches the screen. */
export type AppScreenLoading =
  /** The first view's image (the hero): fetched at once, before other images. */
  | 'first'
  /** Below the fold: fetched as the reader scrolls near it. */
  | 'lazy'
  /** Fetched at once: a printed sheet or a kiosk slide, which must not wait for a scroll. */
  | 'eager';

interface AppScreenProps {
  screen: AppScreenId;
  loading?: AppScreenLoading;
  className?: string;
}

/**
 * One of the app's real screens in a phone, in the page's language: `correction`
 * (a Bac maths exercise worked step by step), `quiz` (a question, the right
 * answer ticked, 3 of 10) or `documents` (past papers to search and keep offline).
 * Usage: `<AppScreen screen="quiz" loading="lazy" className="…" />`.
 *
 * An <img> of a 300 × 600 SVG the build draws from the typed copy
 * (content/*\/appScreens.ts, tooling/appScreens): the words are real text in
 * the file, never in the site's JavaScript, and the page pays one attribute
 * for it. Its alt says what the screen shows (copy's `appScreens`). The file
 * follows the visitor's colour scheme by itself. Size it with CSS (width;
 * height: auto).
 */
export function AppScreen({ screen, loading = 'eager', className }: AppScreenProps) {
  const locale = useLocale();
  const label = useCopy().appScreens[screen];
  // In a <picture> (laid out as if absent, _site.scss): without one, React's server
  // rendering writes a <link rel="preload"> before the page for an image it may fetch
  // at once, which the browser's React does not render, and hydration would stop there.
  return (
    <picture className="app-screen-picture">
      <img
        src={renderedSiteRoot(locale) + appScreenFiles[locale][screen]}
        alt={fill(label, { brand: site.brand })}
        width={300}
        height={600}
        className={className ? `app-screen ${className}` : 'app-screen'}
        fetchPriority={loading === 'first' ? 'high' : undefined}
        loading={loading === 'lazy' ? 'lazy' : undefined}
        decoding="async"
      />
    </picture>
  );
}
