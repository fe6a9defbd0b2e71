// The fixed local ports of the project's servers, named once for the scripts
// and playwright.config.ts.
export const WEB_PREVIEW_PORT = 4173; // npm run web: vite preview of dist/web
export const PROD_SERVE_PORT = 4174; // npm run serve:prod: nginx with deploy/nginx/site.conf
export const NGINX_TEST_PORT = 4175; // browser tests (phone, desktop): nginx over dist/web
export const SHELL_PREVIEW_PORT = 4176; // browser tests (electron-renderer): vite preview of out/renderer
