import { en } from './en/webApp';
import { fr } from './fr/webApp';
import type { WebAppCopy, Locale } from './types';

/** Names of the installed app; the build fills {brand} from the site configuration. */
export const webAppCopies: Record<Locale, WebAppCopy> = { en, fr };
