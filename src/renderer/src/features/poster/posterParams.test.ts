import { describe, expect, it } from 'vitest';
import { readPosterParams } from './posterParams';

const read = (query: string) => readPosterParams(new URLSearchParams(query));

describe('readPosterParams', () => {
  it('reads the event and the sheet', () => {
    expect(read('event=salon-2026&sheet=flyers')).toEqual({
      sheet: 'flyers',
      event: 'salon-2026',
      ignoredEvent: null,
    });
  });

  it('prints the poster with no campaign when no event is given', () => {
    expect(read('')).toEqual({ sheet: 'poster', event: null, ignoredEvent: null });
  });

  it.each([
    'Salon',
    'salon 2026',
    '<img src=x onerror=alert(1)>',
    'a&utm_term=x',
    'x'.repeat(41),
    '',
  ])('ignores an event that is not a slug and keeps it for the note: %j', (event) => {
    const params = read(`event=${encodeURIComponent(event)}`);
    expect(params.event).toBeNull();
    expect(params.ignoredEvent).toBe(event.slice(0, 60));
  });

  it('makes anything but flyers the poster', () => {
    expect(read('sheet=FLYERS').sheet).toBe('poster');
    expect(read('sheet=banner').sheet).toBe('poster');
  });
});
