import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('deep links to split pages', () => {
  it('render the layout around a placeholder until the page is in, with no router warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderApp('/videos');
    // First render: the chunk is still loading (Layout's Suspense fallback).
    expect(screen.getByRole('main').querySelector('.page-placeholder')).not.toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Educational Videos' });
    expect(screen.getByRole('main').querySelector('.page-placeholder')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a navigation keeps the current page on screen until the next one has arrived', async () => {
    const { router } = renderApp('/');
    const landingTitle = await screen.findByRole('heading', { level: 1 });
    act(() => router.navigate('/terms-of-use'));
    expect(landingTitle).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('.page-placeholder')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(landingTitle).not.toBeInTheDocument();
  });
});
