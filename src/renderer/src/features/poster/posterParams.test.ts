import { describe, expect, it } from 'vitest';
import { readPosterParams } from './posterParams';

const read = (query: string) => readPosterParams(new URLSearchParams(query));
const NO_EXTRAS = {
  bilingual: false,
  stand: null,
  ignoredStand: null,
  date: null,
  ignoredDate: null,
};

describe('readPosterParams', () => {
  it('reads the event and the sheet', () => {
    expect(read('event=salon-2026&sheet=flyers')).toEqual({
      sheet: 'flyers',
      event: 'salon-2026',
      ignoredEvent: null,
      ...NO_EXTRAS,
    });
  });

  it('prints the poster with no campaign when no event is given', () => {
    expect(read('')).toEqual({ sheet: 'poster', event: null, ignoredEvent: null, ...NO_EXTRAS });
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

  it('reads both languages, the stand and the date', () => {
    expect(read('lang=both&stand=%20Hall%202%20-%20B12%20&date=2026-03-14')).toMatchObject({
      bilingual: true,
      stand: 'Hall 2 - B12',
      date: '2026-03-14',
      ignoredStand: null,
      ignoredDate: null,
    });
    expect(read('lang=fr').bilingual).toBe(false);
    expect(read('stand=Lycée%20Leclerc').stand).toBe('Lycée Leclerc');
  });

  it.each(['<script>alert(1)</script>', 'B12\u202Eevil', 'a\nb', 'x'.repeat(41), '', '-B12'])(
    'prints no stand from a hostile or unusable value, and keeps it for the note: %j',
    (stand) => {
      const params = read(`stand=${encodeURIComponent(stand)}`);
      expect(params.stand).toBeNull();
      expect(params.ignoredStand).toBe(stand.slice(0, 60));
    },
  );

  it.each(['2026-02-30', '14/03/2026', '2026-3-14', 'tomorrow', ''])(
    'prints no date that is not a calendar day: %j',
    (date) => {
      const params = read(`date=${encodeURIComponent(date)}`);
      expect(params.date).toBeNull();
      expect(params.ignoredDate).toBe(date);
    },
  );
});
