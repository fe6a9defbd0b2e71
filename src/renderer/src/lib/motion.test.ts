import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection, SECTIONS_LAID_OUT } from './motion';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(SECTIONS_LAID_OUT);
});

describe('scrollToSection', () => {
  it('lays every section out before it scrolls, so the scroll ends at the real place', () => {
    document.body.innerHTML = '<section id="pricing"></section>';
    const target = document.getElementById('pricing') as HTMLElement;
    const laidOutWhenScrolled: boolean[] = [];
    target.scrollIntoView = vi.fn(() =>
      laidOutWhenScrolled.push(document.documentElement.hasAttribute(SECTIONS_LAID_OUT)),
    );
    expect(scrollToSection('pricing', 'instant')).toBe(true);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    expect(laidOutWhenScrolled).toEqual([true]);
  });

  it('does nothing for a section not on the page', () => {
    expect(scrollToSection('nowhere')).toBe(false);
    expect(document.documentElement.hasAttribute(SECTIONS_LAID_OUT)).toBe(false);
  });
});
