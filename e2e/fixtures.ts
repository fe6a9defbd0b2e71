import { expect, test as base } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/**
 * `test` for the website's specs: every page reports its Content-Security-Policy
 * violations (the header's and the meta tag's), and a test with any fails. The
 * browser suite runs against nginx with site.conf, so this holds the served
 * policy to every route, dialog and kiosk screen the specs visit.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (v: string) => void })
            .reportCspViolation;
          report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.href}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
