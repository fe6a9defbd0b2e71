// Vitest setup: the build inlines __SITE_CONFIG__; tests get the same value (defaults).
import { parseSiteConfig } from './siteConfig';

(globalThis as { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__ = parseSiteConfig({});
