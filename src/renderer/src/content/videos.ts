import essay from '../assets/illustrations/video-essay.svg';
import equations from '../assets/illustrations/video-equations.svg';
import newton from '../assets/illustrations/video-newton.svg';
import { videoUrl } from '@shared/videoLinks';
import { site } from '../config/site';
import type { SiteCopy, VideoId } from './types';

/**
 * The language-free part of a sample video; title and description come from
 * the copy of its id, its own address from its id on the video host once
 * published, else the channel's search for its title (src/shared/videoLinks.ts,
 * which main's link policy allows exactly).
 */
export interface VideoMedia {
  id: VideoId;
  thumbnail: string;
  /** mm:ss */
  duration: string;
  views: number;
}

export const SAMPLE_VIDEO_MEDIA: readonly VideoMedia[] = [
  {
    id: 'quadratic',
    thumbnail: equations,
    duration: '12:34',
    views: 12400,
  },
  {
    id: 'newton',
    thumbnail: newton,
    duration: '09:58',
    views: 8730,
  },
  {
    id: 'essay',
    thumbnail: essay,
    duration: '15:02',
    views: 1250,
  },
];

/** A sample video: media plus its address and the copy of the current language. */
export interface Video extends VideoMedia {
  url: string;
  title: string;
  description: string;
}

export function sampleVideos(
  copy: SiteCopy['videos'],
  media: readonly VideoMedia[] = SAMPLE_VIDEO_MEDIA,
): Video[] {
  return media.map((media) => ({
    ...media,
    url: videoUrl(site, media.id, copy.items[media.id].title),
    ...copy.items[media.id],
  }));
}
