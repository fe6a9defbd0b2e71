import type { SiteConfig } from './siteConfig';

/** Where one video plays on its host: YouTube's watch page of its id. */
export type VideoPath = `watch?v=${string}`;

/**
 * The sample videos, by id, each at its own address on the configured video
 * host (https://www.youtube.com/watch?v=… by default). Shared so that the
 * pages link exactly these and main's link policy allows exactly these:
 * another video on the same host (or the host's redirector) is refused.
 */
export const VIDEO_PATHS = {
  quadratic: 'watch?v=lyceo-quadratic',
  newton: 'watch?v=lyceo-newton',
  essay: 'watch?v=lyceo-essay',
} as const satisfies Record<string, VideoPath>;

export type VideoId = keyof typeof VIDEO_PATHS;

export function videoUrl(config: Pick<SiteConfig, 'videoHostUrl'>, id: VideoId): string {
  return new URL(VIDEO_PATHS[id], config.videoHostUrl).href;
}

export function videoUrls(config: Pick<SiteConfig, 'videoHostUrl'>): string[] {
  return (Object.keys(VIDEO_PATHS) as VideoId[]).map((id) => videoUrl(config, id));
}
