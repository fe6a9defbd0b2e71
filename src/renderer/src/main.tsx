import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import { scheduleSplashRemoval } from './lib/splash';
import './styles/main.scss';

const router = createHashRouter(routes);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
scheduleSplashRemoval(document, performance.now());
