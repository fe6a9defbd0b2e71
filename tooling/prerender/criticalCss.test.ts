import { describe, expect, it } from 'vitest';
import { withoutStates } from './criticalCss';

describe('critical CSS: a state rule is looked for as its element', () => {
  it('takes the menu, FAQ and laid-out states out of the selector', () => {
    expect(withoutStates('.navbar-collapse.show')).toBe('.navbar-collapse');
    expect(withoutStates('.faq details[open]>.accordion-button')).toBe(
      '.faq details>.accordion-button',
    );
    expect(withoutStates('[data-sections-laid-out] .landing-section')).toBe(' .landing-section');
    expect(withoutStates('.accordion-button:not(.collapsed)')).toBe('.accordion-button');
    // A closed question: the whole :not([open]), not an empty :not() Beasties cannot parse.
    expect(withoutStates('.faq details:not([open])>.accordion-button')).toBe(
      '.faq details>.accordion-button',
    );
    expect(withoutStates('.accordion-item:last-of-type:not([open])>.accordion-button')).toBe(
      '.accordion-item:last-of-type>.accordion-button',
    );
  });

  it('leaves a selector without a state as it is, so a form field off the page is not kept', () => {
    expect(withoutStates('.form-control:focus')).toBe('.form-control:focus');
    expect(withoutStates('.showcase')).toBe('.showcase');
  });
});
