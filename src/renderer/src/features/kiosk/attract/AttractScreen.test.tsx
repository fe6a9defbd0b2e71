import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shortStoreLink } from '@shared/shortStoreLink';
import { site } from '../../../config/site';
import { useLocaleStore } from '../../../store/locale';
import { useKioskStore } from '../kioskStore';
import { ATTRACT_SLIDES, SLIDE_MS } from './attractSlides';
import { AttractScreen } from './AttractScreen';

describe('attract screen', () => {
  let root: HTMLDivElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    useKioskStore.getState().reset();
  });
  afterEach(() => {
    root.remove();
    vi.useRealTimers();
  });

  it('covers the site in both languages and puts the site out of reach', () => {
    render(<AttractScreen />);
    expect(screen.getByRole('dialog', { name: 'Lyceo' })).toBeInTheDocument();
    const prompt = screen.getByRole('button', { name: 'Touch to discover Touche pour découvrir' });
    expect(prompt).toHaveFocus();
    expect(screen.getByText('Touche pour découvrir')).toHaveAttribute('lang', 'fr');
    expect(root).toHaveAttribute('inert');
  });

  it("opens on the app's own correction screen", () => {
    render(<AttractScreen />);
    expect(
      screen.getByRole('img', { name: /correction of a Terminale C maths exercise/ }),
    ).toHaveAttribute('src', expect.stringMatching(/app-screen-correction-en-/));
  });

  it('a click anywhere dismisses it, and gives the site back', () => {
    render(<AttractScreen />);
    fireEvent.click(screen.getByText('Lyceo'));
    expect(useKioskStore.getState().attract).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(root).not.toHaveAttribute('inert');
  });

  it('a key dismisses it without reaching the page, unless staff screens are open over it', () => {
    render(<AttractScreen />);
    useKioskStore.getState().setStaff('pin');
    expect(fireEvent.keyDown(window, { key: '5' })).toBe(true);
    expect(useKioskStore.getState().attract).toBe(true);
    useKioskStore.getState().setStaff('closed');
    expect(fireEvent.keyDown(window, { key: 'Enter' })).toBe(false);
    expect(useKioskStore.getState().attract).toBe(false);
  });

  it('keeps the store QR code, a short address, on screen through every slide', () => {
    vi.useFakeTimers();
    render(<AttractScreen />);
    const url = shortStoreLink(site.siteUrl, 'attract', null);
    for (let slide = 0; slide < ATTRACT_SLIDES.length; slide += 1) {
      const code = screen.getByRole('img', { name: `QR code for ${url} / Code QR de ${url}` });
      expect(code).toHaveAttribute('data-qr-value', url);
      // Not part of a slide: nothing fades it out.
      expect(code.closest('.attract-slide')).toBeNull();
      act(() => vi.advanceTimersByTime(SLIDE_MS));
    }
    // What to type instead, in both languages.
    expect(document.querySelector('.attract-type')).toHaveTextContent(
      'or type / ou tape lyceo.cm/k/a',
    );
  });

  it('leads with the kiosk’s language: a French kiosk shows French first, in bold', async () => {
    await act(() => useLocaleStore.getState().setLocale('fr'));
    try {
      render(<AttractScreen />);
      const lines = document.querySelectorAll('.attract-slide.is-current .attract-line');
      expect([...lines].map((line) => line.getAttribute('lang'))).toEqual(['fr', 'en']);
      expect(lines[0]).toHaveClass('attract-line-lead');
      expect(
        screen.getByRole('button', { name: 'Touche pour découvrir Touch to discover' }),
      ).toHaveFocus();
    } finally {
      await act(() => useLocaleStore.getState().reset());
    }
  });

  it('leads the price slide with what is free, then the paid plan', () => {
    render(<AttractScreen />);
    const figure = document.querySelector('.attract-price');
    expect(figure?.textContent).toBe('Freethen Solo, 650\u00a0FCFA a month');
    expect(screen.getByText('Free in Seconde · then Solo at 650 FCFA a month')).toBeInTheDocument();
  });
});
