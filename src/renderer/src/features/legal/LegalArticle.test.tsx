import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalArticle } from './LegalArticle';

describe('legal article', () => {
  it('dates the privacy notice with its own date', () => {
    const { container } = render(<LegalArticle page="privacy" />);
    expect(screen.getByText('Last updated December 13, 2024')).toBeInTheDocument();
    expect(container.querySelector('time')).toHaveAttribute('datetime', '2024-12-13');
  });

  it('shows no date on a document that has none', () => {
    const { container } = render(<LegalArticle page="terms" />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(container.querySelector('time')).toBeNull();
    expect(screen.queryByText(/last updated/i)).toBeNull();
  });
});
