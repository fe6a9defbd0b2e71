import { describe, expect, it } from 'vitest';
import { allowedLink, buildLinkPolicy } from './linkPolicy';
import { linkDestinations, linkKind } from './linkKind';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './siteConfig';
import { checkVideoPaths, VIDEO_PATHS, videoUrl, videoUrls } from './videoLinks';

describe('video addresses', () => {
  it('refuse a watch?v= id that is no YouTube id, naming the video and the form expected', () => {
    for (const path of [
      'watch?v=lyceo-quadratic',
      'watch?v=dQw4w9WgXc',
      'watch?v=dQw4w9WgXcQ&t=1',
    ]) {
      expect(() => checkVideoPaths({ quadratic: path })).toThrow(
        new RegExp(
          `^Video "quadratic" has the address "${path.replace(/[?&]/g, '\\$&')}": expected watch\\?v= and a YouTube video id of 11 letters`,
        ),
      );
    }
    expect(() => checkVideoPaths({ newton: 'results?search_query=x' })).toThrow(/Video "newton"/);
  });

  it('take a real id, or none until the video is published; the site’s own pass', () => {
    expect(() => checkVideoPaths({ quadratic: 'watch?v=dQw4w9WgXcQ', newton: null })).not.toThrow();
    expect(() => checkVideoPaths(VIDEO_PATHS)).not.toThrow();
  });

  it('open the channel’s search for the title until published, a watch page after', () => {
    const url = videoUrl(DEFAULT_SITE_CONFIG, 'quadratic', 'Équations du second degré');
    expect(url).toBe(
      'https://www.youtube.com/@lyceo-cm/search?query=%C3%89quations+du+second+degr%C3%A9',
    );
    expect(new URL(url).searchParams.get('query')).toBe('Équations du second degré');
    expect(
      videoUrls(DEFAULT_SITE_CONFIG, { quadratic: 'watch?v=dQw4w9WgXcQ', newton: null }),
    ).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ']);
  });

  it('a search is a video to the kiosk and the link policy: our channel’s, one query, nothing more', () => {
    const config = parseSiteConfig({ VITE_YOUTUBE_URL: 'https://www.youtube.com/@other/' });
    const policy = buildLinkPolicy(config);
    const search = videoUrl(config, 'newton', 'Newton’s laws');
    expect(search).toMatch(/^https:\/\/www\.youtube\.com\/@other\/search\?query=/);
    expect(linkKind(search, linkDestinations(config))).toBe('video');
    expect(allowedLink(policy, search)).toBe(search);
    for (const refused of [
      `${search}&list=evil`,
      `${search}#t=1`,
      'https://www.youtube.com/@other/search?query=',
      'https://www.youtube.com/@other/search?q=newton',
      'https://www.youtube.com/@lyceo-cm/search?query=newton',
      'https://www.youtube.com/results?search_query=newton',
    ]) {
      expect(allowedLink(policy, refused), refused).toBeNull();
    }
  });
});
