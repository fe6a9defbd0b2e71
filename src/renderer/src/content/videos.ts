import essay from '../assets/illustrations/video-essay.svg';
import equations from '../assets/illustrations/video-equations.svg';
import newton from '../assets/illustrations/video-newton.svg';
import type { SiteCopy } from './types';

/** The language-free part of a sample video; title and description come from the copy, in order. */
export interface VideoMedia {
  url: string;
  thumbnail: string;
  /** mm:ss */
  duration: string;
  views: number;
}

export const SAMPLE_VIDEO_MEDIA: readonly VideoMedia[] = [
  {
    url: 'https://www.youtube.com/watch?v=lyceo-quadratic',
    thumbnail: equations,
    duration: '12:34',
    views: 12400,
  },
  {
    url: 'https://www.youtube.com/watch?v=lyceo-newton',
    thumbnail: newton,
    duration: '09:58',
    views: 8730,
  },
  {
    url: 'https://www.youtube.com/watch?v=lyceo-essay',
    thumbnail: essay,
    duration: '15:02',
    views: 1250,
  },
];

/** Spec section 3's Video: media plus the copy of the current language. */
export interface Video extends VideoMedia {
  title: string;
  description: string;
}

export function sampleVideos(copy: SiteCopy['videos']): Video[] {
  return SAMPLE_VIDEO_MEDIA.map((media, index) => {
    const text = copy.items[index];
    if (!text) throw new Error(`Missing copy for sample video ${index + 1}`);
    return { ...media, ...text };
  });
}
