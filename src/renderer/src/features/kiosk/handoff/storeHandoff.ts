import { shortStoreLink, typedAddress } from '@shared/shortStoreLink';

/** What the store dialog's code holds, and what a visitor may type instead. */
export interface StoreHandoff {
  /** The short address on our site (`https://lyceo.cm/k/d/<event>`) the host sends to the store. */
  code: string;
  /** The same without its scheme, to type into a phone's browser: `lyceo.cm/k/d/<event>`. */
  typed: string;
}

/**
 * Why (issue 63, point 5): a kiosk's store dialog held the tagged store link,
 * about 160 characters, a version-9 code about 226 px tall at 1920×1080 that a
 * phone could not read from arm's length, with nothing to type instead. At a
 * kiosk it holds the short address of the attract loop's kind instead (place
 * `d`, version 4 or lower: src/shared/shortStoreLink.ts), which the host
 * redirects to the same store link tagged `qr-dialog`. Only a kiosk: the
 * shell's windowed app tags its links `app`, which no short address stands for.
 */
export function storeHandoff(siteUrl: string, event: string | null): StoreHandoff {
  const code = shortStoreLink(siteUrl, 'qr-dialog', event);
  return { code, typed: typedAddress(code) };
}
