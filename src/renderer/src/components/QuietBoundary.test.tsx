import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './QuietBoundary';

function Unloadable(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('QuietBoundary', () => {
  it('shows nothing for a part that cannot load, and leaves the page around it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Document Console</h1>
        <QuietBoundary>
          <Unloadable />
        </QuietBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Document Console' })).toBeInTheDocument();
    expect(screen.getByRole('main').childElementCount).toBe(1);
  });
});
