/** A no-break space: a number or an address on paper never breaks across lines. */
const KEEP = '\u00a0';

/**
 * A phone number as people write it, to dial from paper: Cameroon's in its
 * usual groups (+237 650 00 00 00); any other as configured (E.164), since
 * where its country code ends takes a table of every country.
 */
export function readablePhone(e164: string): string {
  const cameroon = /^\+237(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(e164);
  return cameroon ? ['+237', ...cameroon.slice(1)].join(KEEP) : e164;
}

/** The site's address to type: `https://lyceo.cm/` is `lyceo.cm`. */
export function readableSite(siteUrl: string): string {
  return siteUrl.replace(/^https:\/\//, '').replace(/\/$/, '');
}
