/**
 * What a kiosk is told about where it stands: the event (`event=` in a browser
 * kiosk's URL, `--event=` for the shell, or the build's VITE_KIOSK_EVENT) and
 * its own short name (`name=`, `--name=`). The event becomes utm_campaign on
 * every store link and QR code, and both label the usage counts. A value that
 * is not a slug is never used, and never breaks anything: it is kept aside so
 * the staff view can say it was ignored.
 */
import { slugOrNull } from './slug';

export type KioskTag = 'event' | 'name';

export interface IgnoredTag {
  tag: KioskTag;
  /** As given, cut short: staff need to recognise it, not to read a page of it. */
  value: string;
}

export interface KioskTags {
  event: string | null;
  name: string | null;
  ignored: IgnoredTag[];
}

/** Longest ignored value kept for the staff view. */
const SHOWN_LENGTH = 60;

/** Raw values (absent: null or undefined) as tags: slugs kept, anything else ignored and noted. */
export function readKioskTags(raw: Partial<Record<KioskTag, string | null>>): KioskTags {
  const tags: KioskTags = { event: null, name: null, ignored: [] };
  for (const tag of ['event', 'name'] as const) {
    const value = raw[tag];
    if (value === null || value === undefined) continue;
    tags[tag] = slugOrNull(value);
    if (tags[tag] === null) tags.ignored.push({ tag, value: value.slice(0, SHOWN_LENGTH) });
  }
  return tags;
}
