import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  countsKey,
  emptyDayUsage,
  parseCountsKey,
  USAGE_TALLIES,
  type DayUsage,
  type UsageCounts,
  type UsageTally,
} from '@shared/usageSchema';
import { Dialog } from '../../../components/Dialog';
import { site } from '../../../config/site';
import { staffCopies } from '../../../content/staff';
import { useCopy, useLocale } from '../../../hooks/useCopy';
import { usePrintAccess } from '../../../store/printAccess';
import { formatNumber } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { useKioskStore } from '../kioskStore';
import { localDayKey } from '../../../lib/usage/usageReducer';
import { ONCE_PER_SESSION } from '../usage/sessionTracker';
import { useUsageStore } from '../../../store/usageStore';
import { CsvExportStatus } from './CsvExportStatus';
import { downloadCsv } from './downloadCsv';
import { csvLabels, usageToCsv } from './usageCsv';
import { CountsWarnings } from './CountsWarnings';
import { IgnoredTags } from './IgnoredTags';
import { StaffVerdict } from './StaffVerdict';
import { DayTimelines } from './DayTimelines';
import { StandSection } from './StandSection';
import { eventDays } from './standReport';
import {
  bucketLabel,
  dayName as nameOfDay,
  tallyLabeller,
  tallyRows,
  type UsageRow,
} from './usageLabels';
import { UsageFigure } from './UsageFigure';
import { useCsvExportStatus } from './useCsvExportStatus';

/** The date part of a counts key (`2026-03-14/stand-a/foire` or `2026-03-14`). */
const dateOf = (key: string): string => key.slice(0, 10);

/** What only a kiosk's visits have: a presentation cannot tell who saw or reached a store code. */
const KIOSK_ONLY: readonly UsageTally[] = ['shown', 'reached'];
/** Tallies counted once per session, whose charts say so. */
const onceEachSession = (tally: UsageTally): boolean =>
  (ONCE_PER_SESSION as readonly UsageTally[]).includes(tally);

/** The staff's view of how the kiosk was used: a day's figures, recent days, CSV export, clear. */
export function StaffView() {
  const locale = useLocale();
  const copy = useCopy();
  const staff = staffCopies[locale];
  const counts = useUsageStore((state) => state.counts);
  const clearCounts = useUsageStore((state) => state.clear);
  const close = useKioskStore((state) => state.setStaff);
  const place = useUsageStore((state) => state.place);
  // The day the view opened on: staff reopen it to see a new day.
  const [todayDate] = useState(() => localDayKey(Date.now()));
  // Today's counts at this kiosk's name and event (countsKey); other events' days are in the list too.
  const today = countsKey({ date: todayDate, ...place });
  const [chosen, setChosen] = useState(today);
  const [confirming, setConfirming] = useState(false);
  // In the shell the CSV goes to Documents/<brand> with no dialog: staff are told how main's save
  // ended (main/csvDownloads.ts), never before, as they clear the counts once it is saved.
  const csvExport = useCsvExportStatus();

  const days = useMemo(
    () => [...new Set([today, ...Object.keys(counts.days)])].sort().reverse(),
    [counts, today],
  );
  const day: DayUsage = useMemo(() => counts.days[chosen] ?? emptyDayUsage(), [counts, chosen]);
  const qrShown = Object.values(day.qr).reduce((sum, count) => sum + count, 0);
  const tallyName = useMemo(() => tallyLabeller(staff, copy, site.brand), [staff, copy]);

  const chosenPlace = parseCountsKey(chosen);
  const presentation = chosenPlace?.mode === 'presentation';
  // This kiosk's days at the chosen day's event, in the chosen mode: a presentation's
  // days never add to a kiosk's visits (R5-05).
  const timelineDays = useMemo(() => {
    const same: UsageCounts = { ...counts, days: {} };
    for (const [key, usage] of Object.entries(counts.days)) {
      const where = parseCountsKey(key);
      if (where && where.kiosk === (chosenPlace?.kiosk ?? null) && where.mode === chosenPlace?.mode)
        same.days[key] = usage;
    }
    if (!presentation) return eventDays(same, chosenPlace?.event ?? null);
    return new Map(Object.entries(same.days).map(([key, usage]) => [dateOf(key), usage]));
  }, [counts, chosenPlace?.kiosk, chosenPlace?.event, chosenPlace?.mode, presentation]);
  const dayName = (key: string): string => nameOfDay(key, staff, locale);
  const lengths: UsageRow[] = useMemo(
    () =>
      day.lengths.map((count, index) => ({
        key: String(index),
        label: bucketLabel(index, staff),
        count,
      })),
    [day, staff],
  );
  const tallies = useMemo(() => tallyRows(day, tallyName), [day, tallyName]);

  const navigate = useNavigate();
  // Staff may print until the next idle reset; the view carries the kiosk's event.
  const printPoster = (): void => {
    usePrintAccess.getState().grant();
    close('print');
    const query = place.event === null ? '' : `?${new URLSearchParams({ event: place.event })}`;
    void navigate(`/poster${query}`);
  };

  const exportCsv = (exported: UsageCounts, suffix = ''): void => {
    const csv = usageToCsv(exported, csvLabels(staff, tallyName));
    const kiosk = place.kiosk === null ? '' : `-${place.kiosk}`;
    const which = suffix === '' ? '' : `-${suffix}`;
    const fileName = `${site.brand.toLowerCase().replace(/\W+/g, '-')}-kiosk${kiosk}${which}-usage-${todayDate}.csv`;
    csvExport.started(fileName);
    downloadCsv(csv, fileName);
  };

  const summary: [string, string][] = [
    [staff.summary.searches, formatNumber(day.searches, locale)],
    [staff.summary.qr, formatNumber(qrShown, locale)],
  ];

  return (
    <Dialog
      show
      fullscreen
      onClose={() => close('closed')}
      title={staff.title}
      closeLabel={staff.close}
      className="staff-view"
      footer={
        <button type="button" className="btn btn-outline-primary" onClick={() => close('closed')}>
          {staff.close}
        </button>
      }
    >
      <StaffVerdict day={day} presentation={presentation} />
      <ul className="staff-definitions text-body-secondary">
        {(presentation ? [staff.presentationNote] : staff.definitions).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-body-secondary">{staff.privacy}</p>
      <IgnoredTags />
      <CountsWarnings />
      <dl className="staff-place mb-3">
        <dt>{staff.place.kiosk}</dt>
        <dd>{place.kiosk ?? staff.place.none}</dd>
        <dt>{staff.place.event}</dt>
        <dd>{place.event ?? staff.place.none}</dd>
      </dl>
      <div className="staff-toolbar mb-4">
        <div>
          <label htmlFor="staff-day" className="form-label">
            {staff.dayLabel}
          </label>
          <select
            id="staff-day"
            className="form-select"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {days.map((key) => (
              <option key={key} value={key}>
                {key === today ? fill(staff.today, { date: dayName(key) }) : dayName(key)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => exportCsv(counts)}>
          {staff.exportCsv}
        </button>
        <CsvExportStatus status={csvExport.status} copy={staff.exported} />
        <button type="button" className="btn btn-outline-primary" onClick={printPoster}>
          {staff.printPoster}
        </button>
        <button type="button" className="btn staff-danger" onClick={() => setConfirming(true)}>
          {staff.clear}
        </button>
      </div>
      {confirming && (
        <div className="staff-confirm mb-4" role="alert">
          <span>{staff.clearConfirm}</span>
          <button
            type="button"
            className="btn staff-danger-solid"
            onClick={() => {
              clearCounts();
              setConfirming(false);
            }}
          >
            {staff.clearYes}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => setConfirming(false)}
          >
            {staff.clearNo}
          </button>
        </div>
      )}
      <ul className="staff-summary list-unstyled mb-4">
        {summary.map(([term, value]) => (
          <li key={term}>
            <div className="card h-100 text-center">
              <div className="card-body">
                <p className="small text-body-secondary mb-2">{term}</p>
                <p className="h3 mb-0">{value}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <DayTimelines
        day={day}
        date={dateOf(chosen)}
        days={timelineDays}
        event={chosenPlace?.event ?? null}
        presentation={presentation}
      />
      <div className="staff-figures mb-4">
        <UsageFigure title={staff.charts.lengths} rows={lengths} />
        {USAGE_TALLIES.filter((tally) => !presentation || !KIOSK_ONLY.includes(tally)).map(
          (tally) => (
            <UsageFigure
              key={tally}
              title={staff.charts[tally]}
              note={onceEachSession(tally) ? staff.oncePerSession : undefined}
              rows={tallies[tally]}
            />
          ),
        )}
      </div>
      <StandSection own={counts} event={place.event} date={dateOf(chosen)} exportCsv={exportCsv} />
    </Dialog>
  );
}
