import type { SiteConfig } from './siteConfig';

/** Where one published video plays on its host: YouTube's watch page of its id. */
export type VideoPath = `watch?v=${string}`;

/** A YouTube video id: 11 letters, digits, `-` or `_` (`dQw4w9WgXcQ`). */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** The sample videos, by id. */
export type VideoId = 'quadratic' | 'newton' | 'essay';

/**
 * Each sample video's own address on the configured video host once it is
 * published (`watch?v=` and its YouTube id), null until then: its card opens
 * the channel's search for its title instead, a live page that names it
 * (a made-up id opens YouTube's "Video unavailable"). Publishing a video is
 * writing its id here; the build refuses one that is no YouTube id
 * (checkVideoPaths, called by tooling/rendererConfig.ts). Shared so that the
 * pages link exactly these and main's link policy allows exactly these: another
 * video on the same host (or the host's redirector) is refused.
 */
export const VIDEO_PATHS: Readonly<Record<VideoId, VideoPath | null>> = {
  quadratic: null,
  newton: null,
  essay: null,
};

/** Throws, naming the video and the expected form, on a path that is no YouTube watch address. */
export function checkVideoPaths(paths: Readonly<Record<string, string | null>>): void {
  for (const [id, path] of Object.entries(paths)) {
    if (path === null) continue;
    const videoId = path.startsWith('watch?v=') ? path.slice('watch?v='.length) : '';
    if (!YOUTUBE_ID.test(videoId)) {
      throw new Error(
        `Video "${id}" has the address "${path}": expected watch?v= and a YouTube video id of 11 letters, digits, - or _ (such as watch?v=dQw4w9WgXcQ), or null until the video is published (src/shared/videoLinks.ts).`,
      );
    }
  }
}

/** The channel's own search page (`VITE_YOUTUBE_URL` + `/search`): origin and path. */
export function videoSearchPage(config: Pick<SiteConfig, 'social'>): URL {
  return new URL(`${config.social.youtube.replace(/\/+$/, '')}/search`);
}

/** The channel's search for a title: `https://www.youtube.com/@lyceo-cm/search?query=…`. */
export function videoSearchUrl(config: Pick<SiteConfig, 'social'>, title: string): string {
  const url = videoSearchPage(config);
  url.searchParams.set('query', title);
  return url.href;
}

/** A video's address: its watch page once published, else the channel's search for its title. */
export function videoUrl(
  config: Pick<SiteConfig, 'videoHostUrl' | 'social'>,
  id: VideoId,
  title: string,
): string {
  const path = VIDEO_PATHS[id];
  return path === null ? videoSearchUrl(config, title) : new URL(path, config.videoHostUrl).href;
}

/** The watch pages of the published videos (none until one is). */
export function videoUrls(
  config: Pick<SiteConfig, 'videoHostUrl'>,
  paths: Readonly<Record<string, VideoPath | null>> = VIDEO_PATHS,
): string[] {
  return Object.values(paths).flatMap((path) =>
    path === null ? [] : [new URL(path, config.videoHostUrl).href],
  );
}
