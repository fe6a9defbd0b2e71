import type { SiteConfig } from '@shared/siteConfig';

declare const __SITE_CONFIG__: SiteConfig;

/** The validated site configuration, inlined at build time (see tooling/rendererConfig.ts). */
export const site: SiteConfig = __SITE_CONFIG__;

declare const __BUILD_YEAR__: number;

/** The year the site was built: the footer's copyright, the same in the prerendered page and the app. */
export const BUILD_YEAR: number = __BUILD_YEAR__;
