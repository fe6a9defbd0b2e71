import type { SiteConfig } from '@shared/siteConfig';

declare const __SITE_CONFIG__: SiteConfig;

/** The validated site configuration, inlined at build time (see tooling/rendererConfig.ts). */
export const site: SiteConfig = __SITE_CONFIG__;
