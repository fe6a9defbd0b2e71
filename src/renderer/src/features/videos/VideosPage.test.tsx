import { site } from '../../config/site';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from '../../content/en/site';
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
    // The channel, never a made-up video id that YouTube answers with "Video unavailable".
    expect(videos.at(-1)?.url).toBe(site.social.youtube);
    expect(videos.map((video) => video.url).filter((url) => url.includes('watch?v='))).toEqual([]);
  });
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
    const link = first.getByRole('link', { name: /Solving quadratic equations/ });
    expect(link).toHaveAttribute('href', site.social.youtube);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const thumbnail = cards[0]?.querySelector('img');
    expect(thumbnail).toHaveAttribute('width', '320');
    expect(thumbnail).toHaveAttribute('height', '180');
  });
});
