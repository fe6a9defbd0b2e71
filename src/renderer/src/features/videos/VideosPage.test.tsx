import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowedLink, buildLinkPolicy } from '@shared/linkPolicy';
import { site } from '../../config/site';
import { en } from '../../content/en/site';
import { fr } from '../../content/fr/site';
import { linkKind } from '../kiosk/handoff/linkKind';
import { SAMPLE_VIDEO_MEDIA, sampleVideos } from '../../content/videos';
import { renderApp } from '../../test/renderApp';

describe('sample videos', () => {
  it("are the copy's videos, each with a mm:ss duration and a whole number of views", () => {
    const videos = sampleVideos(en.videos);
    expect(videos.map((video) => video.id).sort()).toEqual(Object.keys(en.videos.items).sort());
    for (const video of videos) {
      expect(video.duration).toMatch(/^[0-5]\d:[0-5]\d$/);
      expect(Number.isInteger(video.views)).toBe(true);
      expect(video.url).toMatch(/^https:\/\//);
    }
  });

  it('take their title from the copy of their own id, whatever the order', () => {
    const reversed = [...SAMPLE_VIDEO_MEDIA].reverse();
    const videos = sampleVideos(en.videos, reversed);
    expect(videos.map((video) => [video.id, video.title])).toEqual(
      reversed.map((media) => [media.id, en.videos.items[media.id].title]),
    );
    expect(videos.at(-1)?.title).toBe('Solving quadratic equations');
    expect(videos.at(-1)?.url).toBe(
      'https://www.youtube.com/@lyceo-cm/search?query=Solving+quadratic+equations',
    );
  });

  it.each([en, fr])(
    'each open a live page naming their own video ($videos.watchOn): a video to the kiosk and its counts, allowed by the link policy',
    ({ videos: copy }) => {
      const urls = sampleVideos(copy).map((video) => video.url);
      expect(new Set(urls).size).toBe(urls.length);
      const policy = buildLinkPolicy(site);
      for (const url of urls) {
        // Until a video is published: the channel's search for its title, never a made-up watch id.
        expect(url).toMatch(/^https:\/\/www\.youtube\.com\/@lyceo-cm\/search\?query=[^&#]+$/);
        expect(url).not.toBe(site.social.youtube);
        expect(linkKind(url, site)).toBe('video');
        expect(allowedLink(policy, url)).toBe(url);
      }
    },
  );
});

describe('videos page', () => {
  it('shows each card with thumbnail, duration badge, title link and views', async () => {
    renderApp('/videos');
    await screen.findByRole('heading', { level: 1, name: 'Educational Videos' });
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(SAMPLE_VIDEO_MEDIA.length);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('12:34')).toBeInTheDocument();
    expect(first.getByText('12.4K views')).toHaveAttribute('aria-hidden', 'true');
    expect(first.getByText('12,400 views')).toHaveClass('visually-hidden');
    const link = first.getByRole('link', {
      name: /^Solving quadratic equations ?\(opens YouTube in a new tab\)$/,
    });
    expect(link).toHaveAttribute(
      'href',
      'https://www.youtube.com/@lyceo-cm/search?query=Solving+quadratic+equations',
    );
    // Seen too, not only heard: the card says where it leads.
    expect(first.getByText('Watch on YouTube')).toBeVisible();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const thumbnail = cards[0]?.querySelector('img');
    expect(thumbnail).toHaveAttribute('width', '320');
    expect(thumbnail).toHaveAttribute('height', '180');
  });
});
