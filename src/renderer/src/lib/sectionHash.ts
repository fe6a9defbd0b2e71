import { decodeOrNull } from '@shared/decode';

/** The landing section a location hash names (`#pricing` -> `pricing`); '' when none or malformed. */
export function decodeHash(hash: string): string {
  return decodeOrNull(hash.slice(1)) ?? '';
}
