import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { bindDocumentLanguage } from './lib/documentLanguage';
import { navigatorLanguages, preferredLocale, readStoredLocale } from './lib/preferredLocale';
import { scheduleSplashRemoval } from './lib/splash';
import { useLocaleStore } from './store/locale';
import './styles/main.scss';

scheduleSplashRemoval(document, performance.now());

// French readers get their copy before the first render; the splash covers the fetch.
const locale = preferredLocale(readStoredLocale(), navigatorLanguages());
await useLocaleStore
  .getState()
  .setLocale(locale, { remember: false })
  .catch(() => undefined);
bindDocumentLanguage();

const router = createHashRouter(routes);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
