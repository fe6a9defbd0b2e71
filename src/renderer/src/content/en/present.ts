import type { PresentCopy } from '../types';

/** English copy of presenter mode (see PresentCopy). */
export const en: PresentCopy = {
  label: '{brand}: presentation',
  keys: 'Right arrow, Page Down, Space or Enter: next slide. Left arrow or Page Up: previous slide. Home and End: first and last slide. B: black screen. L: switch language. Escape: leave the presentation.',
  position: 'Slide {current} of {total}',
  announce: '{position}: {title}',
  blanked: 'Black screen. Press B to show the slide again.',
  scan: 'Scan to get the app',
  orVisit: 'or go to {address}',
  qrLabel: 'QR code for {url}',
  closing: 'Scan to download',
  controls: {
    previous: 'Previous slide',
    next: 'Next slide',
    leave: 'Leave the presentation',
  },
};
