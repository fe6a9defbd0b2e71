import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKioskStore } from '../kioskStore';
import { AttractScreen } from './AttractScreen';

describe('attract screen', () => {
  let root: HTMLDivElement;
  beforeEach(() => {
    root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    useKioskStore.getState().reset();
  });
  afterEach(() => root.remove());

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
});
