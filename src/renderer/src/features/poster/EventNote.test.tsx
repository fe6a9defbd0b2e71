import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventNote } from './EventNote';

// Finding 6 of issue 38: an ignored event was written raw, its control characters invisible or reordering.
describe('EventNote', () => {
  it('shows an ignored event’s invisible characters as codes, isolated from the sentence', () => {
    const { container } = render(<EventNote event={null} ignoredEvent={'salon-2026\u200B'} />);
    const note = container.querySelector('p');
    expect(note).toHaveTextContent(
      '“salon-2026[U+200B]” is not an event name (1 to 40 lower-case letters, digits or hyphens): the QR codes carry no campaign.',
    );
    expect(note?.querySelector('bdi')).toHaveTextContent(/^salon-2026\[U\+200B\]$/);
  });

  it('cannot reverse the rest of the sentence', () => {
    const { container } = render(<EventNote event={null} ignoredEvent={'salon\u202E6202-'} />);
    expect(container.textContent).not.toContain('\u202E');
    expect(container.querySelector('bdi')).toHaveTextContent('salon[U+202E]6202-');
  });

  it('shows the address piece to add as code that does not break after its "?"', () => {
    const { container } = render(<EventNote event={null} ignoredEvent={null} />);
    expect(container.querySelector('p')).toHaveTextContent(
      'No event given: the QR codes carry no campaign. Add ?event=your-fair to the address.',
    );
    const example = container.querySelector('code');
    expect(example).toHaveTextContent(/^\?event=your-fair$/);
    expect(example).toHaveClass('poster-event-example');
  });
});
