import appScreenFiles from 'virtual:app-screen-files';
import { APP_SCREENS } from '@shared/appScreenFiles';
import { LOCALES, loadCopy } from '../../content';
import { renderedSiteRoot } from '../../lib/localePage';

/**
 * Whether this visit should keep the presenter's files: a laptop's or a
 * projector's wide screen (where a teacher would present; the display face's
 * breakpoint, styles/_site.scss), a worker to keep them, a network to fetch
 * them from (offline, each fetch would only fail), and no Save-Data: a phone
 * on a data plan never downloads a deck it will not show.
 */
export function keepsPresenter(view: Window = window): boolean {
  const connection = (view.navigator as { connection?: { saveData?: boolean } }).connection;
  return (
    'serviceWorker' in view.navigator &&
    view.navigator.onLine !== false &&
    connection?.saveData !== true &&
    view.matchMedia('(min-width: 62em)').matches
  );
}

/**
 * After any online visit on a wide screen, when the page is idle: the
 * presenter's code (the deck, the presenter view) and every language's copy
 * and app screens, fetched through the service worker, which keeps them
 * (sw.ts keeps what it did not precache once it loads). A teacher who visited
 * the site once, whatever the page, opens `?present=1` offline, and L switches
 * the language there too. About 40 KB on such a screen, none on a phone: the
 * public first visit's precache stays as it was (scripts/size-budget.mjs).
 * Started once a worker controls the page (main.tsx, lib/whenControlled.ts).
 */
export async function keepPresenterOffline(): Promise<void> {
  const { loadPresenterView } = await import('./Presenter');
  await loadPresenterView();
  for (const locale of LOCALES) {
    await loadCopy(locale);
    await Promise.all(
      APP_SCREENS.map((screen) =>
        fetch(renderedSiteRoot(locale) + appScreenFiles[locale][screen]).then((answer) =>
          answer.blob(),
        ),
      ),
    );
  }
}
