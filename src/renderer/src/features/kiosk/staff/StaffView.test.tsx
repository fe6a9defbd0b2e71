import type { ExportResult } from '@shared/ipc';
import { emptyDayUsage } from '@shared/usageSchema';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { resetAllStores } from '../../../store/resetRegistry';
import { useLocaleStore } from '../../../store/locale';
import { usePrintAccess } from '../../../store/printAccess';
import { formatDate } from '../../../lib/format';
import { kioskFromSearch } from '../kioskMode';
import { startSiteRun } from '../../../store/siteRun';
import { useKioskStore } from '../kioskStore';
import { emptyUsage, localDayKey, NO_PLACE } from '../../../lib/usage/usageReducer';
import { resetUsageStore, useUsageStore } from '../../../store/usageStore';
import { desktopUsageStorage } from '../../../lib/usage/usageStorage';
import { NEARLY_FULL_DAYS } from './CountsWarnings';
import { StaffView } from './StaffView';

// A fixed "now" (only Date is faked): the view's "today" must not depend on the day the tests run.
const NOW = new Date(2025, 2, 14, 10, 0, 0);
const TODAY = localDayKey(NOW.getTime());
const EARLIER = '2025-01-10';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const today = emptyDayUsage();
  // Six sessions: one passer-by, five visits (four ended, 12 to 90 s), from 9:00 to 11:00.
  today.sessions = 6;
  today.passersBy = 1;
  today.visitSeconds = { 12: 2, 15: 1, 40: 1, 90: 1 };
  today.visitsByHour[9] = 2;
  today.visitsByHour[11] = 3;
  today.passersByHour[10] = 1;
  today.reachedByHour[11] = 3;
  today.searches = 2;
  today.lengths[1] = 1; // 10–20 s
  today.languages.fr = 3;
  today.qr = { store: 2, whatsapp: 1 };
  today.faq.free = 1;
  today.reached = { tapped: 1, seen: 2 };
  today.shown = { attract: 5, 'hero-qr': 2 };
  const earlier = emptyDayUsage();
  earlier.sessions = 9;
  useUsageStore.setState({
    counts: { format: 1, days: { [TODAY]: today, [EARLIER]: earlier } },
    loaded: true,
  });
});
afterEach(() => {
  vi.useRealTimers();
  useUsageStore.setState({
    counts: emptyUsage(),
    loaded: false,
    place: NO_PLACE,
    unsaved: false,
    lowOnRoom: false,
  });
});

/** jsdom's Blob has no arrayBuffer(): read it the old way. */
const readBytes = (blob: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });

/** The counts of a timeline's row (visits, passers-by, reached): its table behind the drawing. */
const rowOf = (chart: string, row: string): string[] =>
  within(
    within(screen.getByRole('region', { name: chart })).getByRole('row', { name: new RegExp(row) }),
  )
    .getAllByRole('cell')
    .map((one) => one.textContent ?? '');

const cell = (figure: string, row: string) =>
  within(
    within(screen.getByRole('region', { name: figure })).getByRole('row', {
      name: new RegExp(row),
    }),
  ).getByRole('cell');

/** The print view's stand-in: it shows where the staff view sent the kiosk. */
function Poster() {
  const { pathname, search } = useLocation();
  return <p>{`poster at ${pathname}${search}`}</p>;
}

/**
 * The shell's API as the preload gives it, with the CSV download stubbed (jsdom has no object
 * URLs, and main is not there): `answer` is main telling the page how the export ended.
 */
function stubShell() {
  vi.stubGlobal(
    'URL',
    Object.assign(class extends URL {}, {
      createObjectURL: () => 'blob:test/1',
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const listeners = new Set<(result: ExportResult) => void>();
  vi.stubGlobal('lyceo', {
    readUsageCounts: () => Promise.resolve(null),
    writeUsageCounts: () => Promise.resolve(true),
    usageCountsSetAside: () => Promise.resolve([]),
    onStaffViewRequest: () => () => undefined,
    onExportResult: (listener: (result: ExportResult) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return {
    answer: (result: ExportResult) => act(() => listeners.forEach((listener) => listener(result))),
  };
}

describe('staff view', () => {
  it("shows today's figures, and an earlier day's on request", async () => {
    render(<StaffView />, { wrapper: MemoryRouter });
    const summary = (term: string) => screen.getByText(term).nextElementSibling;
    expect(summary('Console searches')).toHaveTextContent('2');
    expect(summary('QR codes tapped for')).toHaveTextContent('3');
    expect(cell('Language chosen', 'Français')).toHaveTextContent('3');
    expect(cell('QR codes tapped for, by kind', 'WhatsApp')).toHaveTextContent('1');
    expect(cell('FAQ questions opened', 'Is the app free')).toHaveTextContent('1');
    expect(rowOf('Day by day, event: none', 'January 10, 2025')).toEqual(['9', '0', '0']);
    expect(cell('Store QR codes on screen', 'Attract loop')).toHaveTextContent('5');
    expect(cell('Visits that reached a store QR code', 'Saw a store QR code')).toHaveTextContent(
      '2',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: EARLIER } });
    expect(screen.getByText('9 visits', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Language chosen' })).toHaveTextContent(
      'Nothing counted yet.',
    );
  }, 20_000);

  it('answers "did the stand work?" first: visits, the share that reached a store QR code, how long half lasted', () => {
    render(<StaffView />, { wrapper: MemoryRouter });
    const first = screen.getByRole('dialog').querySelector('.modal-body')?.firstElementChild;
    // 3 of 5 visits reached a store code (one tapped, two saw it); the passer-by is no visit;
    // the median is the middle one of the five visits' own lengths (12, 12, 15, 40, 90 s).
    expect(first).toHaveTextContent(
      /^5 visits · 1 passer-by · 60% of visits reached a store QR code · half of them lasted 15 s or more$/,
    );
    // What each figure means is said under them.
    expect(
      screen.getByText(/^A visit: someone touched the kiosk and stayed 5 s or more/),
    ).toBeVisible();
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), {
      target: { value: EARLIER },
    });
    // A day stored before passers-by were told apart: no median made up from buckets.
    expect(first).toHaveTextContent(
      /^9 visits · 0 passers-by · 0% of visits reached a store QR code$/,
    );
  });

  it('says "0 visits · 2 passers-by" for two passers-by, with no share and no "half of them"', () => {
    const passing = { ...emptyDayUsage(), sessions: 2, passersBy: 2 };
    passing.lengths[0] = 2;
    useUsageStore.setState({ counts: { format: 1, days: { [TODAY]: passing } } });
    render(<StaffView />, { wrapper: MemoryRouter });
    expect(screen.getByRole('dialog').querySelector('.staff-verdict')).toHaveTextContent(
      /^0 visits · 2 passers-by$/,
    );
  });

  it('draws the chosen day hour by hour, with the numbers in a table behind the drawing', () => {
    render(<StaffView />, { wrapper: MemoryRouter });
    const chart = screen.getByRole('region', { name: 'Hour by hour, March 14, 2025' });
    expect(chart.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // From the first hour with anything counted to the last: visits, passers-by, reached.
    expect(
      within(chart)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HourVisitsPassers-byReached a store code', '9 h200', '10 h010', '11 h303']);
    // The bars are drawn from the counts: the tallest is the largest count.
    const heights = [...chart.querySelectorAll('.timeline-visits rect')].map((bar) =>
      Number(bar.getAttribute('height')),
    );
    expect(heights[2]).toBeGreaterThan(heights[0] ?? Infinity);
    expect(heights[1]).toBe(0);
  });

  it("shows a presentation's day by what a presentation measures, never as visits (R5-05)", () => {
    const talk = {
      ...emptyDayUsage(),
      sessions: 1,
      slides: { home: 2, pricing: 1 },
      slideSeconds: { home: 50, pricing: 70 },
    };
    const { counts } = useUsageStore.getState();
    const key = `${TODAY}//foire-2026/presentation`;
    useUsageStore.setState({ counts: { ...counts, days: { ...counts.days, [key]: talk } } });
    render(<StaffView />, { wrapper: MemoryRouter });
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: key } });
    expect(screen.getByRole('dialog').querySelector('.staff-verdict')).toHaveTextContent(
      /^1 presentation · 3 slides shown · 2 min 00 s on slides$/,
    );
    expect(screen.getByText(/^A presentation counts the slides shown/)).toBeVisible();
    expect(screen.queryByText(/reached a store QR code/)).toBeNull();
    expect(rowOf('Day by day, event: foire-2026', 'March 14, 2025')).toEqual(['1']);
    // The kiosk's own day is as it was: the presentation is not one of its visits.
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: TODAY } });
    expect(screen.getByRole('dialog').querySelector('.staff-verdict')).toHaveTextContent(
      /^5 visits/,
    );
  });

  it('leaves out the rows of zeros, and says so of a table with nothing counted', () => {
    render(<StaffView />, { wrapper: MemoryRouter });
    const byKind = screen.getByRole('region', { name: 'QR codes tapped for, by kind' });
    expect(
      within(byKind)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.getAttribute('data-key')),
    ).toEqual(['store', 'whatsapp']);
    expect(screen.getByRole('region', { name: 'Landing sections seen' })).toHaveTextContent(
      'Nothing counted yet.',
    );
    expect(
      within(screen.getByRole('region', { name: 'Landing sections seen' })).queryByRole('table'),
    ).toBeNull();
  });

  it('exports every day as CSV through a Blob download', async () => {
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test/1';
    });
    // jsdom has no object URLs: a URL with them stands in for this test (unstubGlobals).
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    render(<StaffView />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await readBytes(created[0] as Blob));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM spreadsheets look for
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFdate,kiosk,event,measure,item,label,count,mode\r\n')).toBe(true);
    expect(text).toContain(`${TODAY},,,sessions,,,6,kiosk\r\n`);
    expect(text).toContain(`${TODAY},,,passers_by,,,1,kiosk\r\n`);
    expect(text).toContain(`${EARLIER},,,sessions,,,9,kiosk\r\n`);
    expect((created[0] as Blob).type).toBe('text/csv;charset=utf-8');
    // A browser kiosk in full screen hides the download bar: the view says where the file went.
    expect(screen.getByRole('status')).toHaveTextContent(
      `Saved to your Downloads folder as lyceo-kiosk-usage-${TODAY}.csv.`,
    );
  }, 20_000);

  it("names this kiosk and its event, lists each event's days apart and adds them up per day", () => {
    const fair = emptyDayUsage();
    fair.sessions = 6;
    const { counts } = useUsageStore.getState();
    useUsageStore.setState({
      counts: { ...counts, days: { ...counts.days, [`${TODAY}/stand-a/foire-2026`]: fair } },
      place: { kiosk: 'stand-a', event: 'foire-2026' },
    });
    render(<StaffView />, { wrapper: MemoryRouter });
    const place = screen.getByText('Kiosk').closest('dl');
    expect(place).toHaveTextContent('Kioskstand-aEventfoire-2026');
    const day = screen.getByRole('combobox', { name: 'Day' });
    // Today at this event is where the view opens; the day's earlier counts stay apart.
    expect(day).toHaveValue(`${TODAY}/stand-a/foire-2026`);
    expect(within(day).getByRole('option', { selected: true })).toHaveTextContent(
      /^Today \(.+ · stand-a · foire-2026\)$/,
    );
    expect(within(day).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText(/^6 visits/)).toBeInTheDocument();
    // Day by day at this event: its days only, not the day's counts before the event was set.
    expect(rowOf('Day by day, event: foire-2026', formatDate(TODAY, 'en'))).toEqual([
      '6',
      '0',
      '0',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Day by day, event: foire-2026' })).getAllByRole(
        'row',
      ),
    ).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads other kiosks’ CSV files into the stand’s figures, refusing another event’s or a broken one with a clear line', async () => {
    const csv = (kiosk: string, event: string, sessions: number): File =>
      new File(
        [
          `\uFEFFdate,kiosk,event,measure,item,label,count,mode\r\n${TODAY},${kiosk},${event},sessions,,,${sessions},kiosk\r\n${TODAY},${kiosk},${event},passers_by,,,1,kiosk\r\n`,
        ],
        `${kiosk}.csv`,
        { type: 'text/csv' },
      );
    const { counts } = useUsageStore.getState();
    const own = { ...emptyDayUsage(), sessions: 3, passersBy: 1 };
    useUsageStore.setState({
      counts: { ...counts, days: { [`${TODAY}/stand-a/foire-2026`]: own } },
      place: { kiosk: 'stand-a', event: 'foire-2026' },
    });
    render(<StaffView />, { wrapper: MemoryRouter });
    const stand = screen.getByRole('region', { name: 'The whole stand' });
    const picker = stand.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(picker, [
      csv('stand-b', 'foire-2026', 6),
      csv('stand-c', 'salon-2026', 9),
      new File(['not, a, usage file'], 'notes.csv'),
      csv('stand-b', 'foire-2026', 6),
    ]);
    expect(await within(stand).findByRole('status')).toHaveTextContent(
      [
        'Read stand-b.csv: stand-b, 1.',
        'Not read: stand-c.csv is from the event “salon-2026”, not this kiosk’s.',
        'Not read: notes.csv is not a usage CSV exported by a kiosk (or it is damaged).',
        'Not counted again: every day in stand-b.csv was already read.',
      ].join(''),
    );
    // The stand: two kiosks, 2 + 5 visits and 2 passers-by; this kiosk's own counts unchanged.
    expect(stand).toHaveTextContent('2 kiosks');
    expect(stand.querySelector('.staff-verdict')).toHaveTextContent(/^7 visits · 2 passers-by/);
    expect(screen.getByRole('dialog').querySelector('.staff-verdict')).toHaveTextContent(
      /^2 visits · 1 passer-by/,
    );
    expect(useUsageStore.getState().counts.days[`${TODAY}/stand-a/foire-2026`]).toEqual(own);
  });

  it("opens the print view with the kiosk's event, as staff's until the next reset", async () => {
    useUsageStore.setState({ place: { kiosk: 'stand-a', event: 'foire-2026' } });
    useKioskStore.setState({ staff: 'usage' });
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<StaffView />} />
          <Route path="/poster" element={<Poster />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Print a poster for this event' }));
    expect(screen.getByText('poster at /poster?event=foire-2026')).toBeInTheDocument();
    expect(useKioskStore.getState().staff).toBe('print');
    expect(usePrintAccess.getState().granted).toBe(true);
    resetAllStores();
    expect(useKioskStore.getState().staff).toBe('closed');
    expect(usePrintAccess.getState().granted).toBe(false);
  });

  it('warns staff about an event or kiosk name the kiosk ignored', () => {
    startSiteRun(kioskFromSearch('?kiosk=1&event=Foire%202026&name=a%2Fb'));
    render(<StaffView />, { wrapper: MemoryRouter });
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'The event name “Foire 2026” was ignored: use 1 to 40 lowercase letters, digits and hyphens',
    );
    expect(warning).toHaveTextContent('The kiosk name “a/b” was ignored');
    expect(screen.getByText('Event').nextElementSibling).toHaveTextContent('none');
  });

  it('shows bidi controls in an ignored name as visible codes, isolated: the warning line is not reversed', () => {
    startSiteRun(kioskFromSearch('?kiosk=1&event=abc%E2%80%AEdef&name=x%E2%81%A6y'));
    render(<StaffView />, { wrapper: MemoryRouter });
    const warning = screen.getByRole('alert');
    expect(warning.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    expect(warning).toHaveTextContent(
      'The event name “abc[U+202E]def” was ignored: use 1 to 40 lowercase letters',
    );
    expect(warning).toHaveTextContent('The kiosk name “x[U+2066]y” was ignored');
    // Whatever script the value is in, it is isolated from the sentence around it.
    expect(warning.querySelectorAll('bdi')).toHaveLength(2);
  });

  it("says the kiosk's clock looks wrong when days later than tomorrow are stored, and keeps them", () => {
    const { counts } = useUsageStore.getState();
    const later = { ...emptyDayUsage(), sessions: 12 };
    useUsageStore.setState({
      counts: { ...counts, days: { ...counts.days, '2026-05-02': later, '2026-05-03': later } },
    });
    render(<StaffView />, { wrapper: MemoryRouter });
    const warning = screen.getByRole('alert');
    expect(warning).toHaveTextContent(
      'This kiosk’s clock looks wrong: it says March 14, 2025, but counts are stored for later days (2, up to May 3, 2026). They are kept',
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Day' })).getAllByRole('option'),
    ).toHaveLength(4);
  });

  it('warns, before any day is dropped, that the oldest go next, exported or not; and when storage runs low', () => {
    const days = Object.fromEntries(
      Array.from({ length: NEARLY_FULL_DAYS }, (_, index) => {
        const date = new Date(2024, 10, 1 + index);
        return [localDayKey(date.getTime()), { ...emptyDayUsage(), sessions: 1 }];
      }),
    );
    useUsageStore.setState({ counts: { format: 1, days }, lowOnRoom: true });
    render(<StaffView />, { wrapper: MemoryRouter });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      `${NEARLY_FULL_DAYS} of the 120 day entries this kiosk keeps are used: each new day now drops the oldest (November 1, 2024), exported or not.`,
    );
    expect(alert).toHaveTextContent('This kiosk’s storage is nearly full');
  });

  it('warns that counts will not survive a reload when they could not be saved', () => {
    useUsageStore.setState({ unsaved: true });
    render(<StaffView />, { wrapper: MemoryRouter });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'These counts could not be saved on this kiosk',
    );
  });

  // Issue 38, finding 3 (the shell): the CSV now goes to Documents/<brand> with no save dialog.
  // Review R4-06: staff read "Saved" before main had saved anything, even when it refused or
  // failed, and could then clear the counts. The view now waits for main's word.
  it('in the shell, says "Saved" with the file name only once main has written the file', async () => {
    const shell = stubShell();
    render(<StaffView />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Saving…$/);
    shell.answer({ status: 'saved', fileName: `lyceo-kiosk-usage-${TODAY}-1000.csv` });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Saved in Documents › Lyceo as lyceo-kiosk-usage-${TODAY}-1000.csv.`,
    );
  });

  it('in the shell, says the CSV was not saved when main refused it (folder unusable)', async () => {
    const shell = stubShell();
    render(<StaffView />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    shell.answer({ status: 'refused' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Not saved: the folder Documents › Lyceo cannot be used on this computer. The counts are still here: do not clear them.',
    );
    expect(status).not.toHaveTextContent(/Saved/);
  });

  it('in the shell, says the CSV was not saved when the download failed (a full disk), in French too', async () => {
    const shell = stubShell();
    render(<StaffView />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    shell.answer({ status: 'failed' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not saved: the file could not be written (the disk may be full).',
    );
    await act(() => useLocaleStore.getState().setLocale('fr', { remember: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Enregistrement…$/);
    shell.answer({ status: 'failed' });
    // The French colon keeps its no-break space (toHaveTextContent would flatten it).
    expect(screen.getByRole('status').textContent).toContain(
      'Non enregistré\u00a0: le fichier n’a pas pu être écrit',
    );
  });

  // Issue 38, finding 8: the shell moved an unreadable counts file aside, and said so only in its log.
  it('warns staff, naming the file, when the shell set an unreadable counts file aside', async () => {
    const setAsideName = 'usage-counts.json.corrupt-1741950000000';
    await useUsageStore.getState().attach(
      desktopUsageStorage({
        readUsageCounts: () => Promise.resolve(null),
        writeUsageCounts: () => Promise.resolve(true),
        usageCountsSetAside: () => Promise.resolve([setAsideName]),
        onStaffViewRequest: () => () => undefined,
      }),
    );
    render(<StaffView />, { wrapper: MemoryRouter });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be read');
    expect(alert).toHaveTextContent(setAsideName);
    resetUsageStore();
  });

  it('clears all counts only after confirmation', async () => {
    render(<StaffView />, { wrapper: MemoryRouter });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all counts' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This cannot be undone');
    await userEvent.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(useUsageStore.getState().counts.days[TODAY]?.sessions).toBe(6);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all counts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all counts' }));
    expect(useUsageStore.getState().counts).toEqual(emptyUsage());
    expect(screen.getByRole('region', { name: 'Language chosen' })).toHaveTextContent(
      'Nothing counted yet.',
    );
  }, 20_000);
});
