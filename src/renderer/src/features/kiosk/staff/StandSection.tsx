import { useState, type ChangeEvent } from 'react';
import { emptyDayUsage, type UsageCounts } from '@shared/usageSchema';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatNumber } from '../../../lib/format';
import { plural } from '../../../lib/plural';
import { fill } from '../../../lib/template';
import { DayTimelines } from './DayTimelines';
import { StaffVerdict } from './StaffVerdict';
import { eventDays, kiosksAt, readIntoStand, standCounts, type StandDays } from './standReport';

/** A file's text through FileReader, which every browser engine the kiosk runs on has. */
const readText = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** A USB stick holds more than CSV files: those, and of a sane size, are read. */
const MAX_CSV_BYTES = 4 * 1024 * 1024;

/**
 * The stand as a whole: other kiosks' CSV files (picked one by one, or a whole
 * folder such as a USB stick: the browser's and the shell's own pickers, no
 * file leaves the kiosk) read beside this kiosk's counts, the event's figures
 * across them, and one CSV of all. Held while the view is open: nothing read
 * here is added to this kiosk's own counts.
 */
export function StandSection({
  own,
  event,
  date,
  exportCsv,
}: {
  own: UsageCounts;
  event: string | null;
  date: string;
  exportCsv: (counts: UsageCounts, suffix: string) => void;
}) {
  const locale = useLocale();
  const staff = staffCopies[locale];
  const copy = staff.stand;
  const [stand, setStand] = useState<StandDays>({});
  const [lines, setLines] = useState<string[]>([]);

  const read = async (change: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const input = change.currentTarget;
    const files = [...(input.files ?? [])].filter(
      (file) => /\.csv$/i.test(file.name) && file.size <= MAX_CSV_BYTES,
    );
    input.value = '';
    let days = stand;
    const said: string[] = [];
    for (const file of files) {
      // A file that cannot be read (removed stick, say) is a broken one: said, and skipped.
      const text = await readText(file).catch(() => '');
      const result = readIntoStand(days, text, own, event);
      days = result.days;
      const name = file.name;
      if (result.outcome === 'read') {
        const kiosks = result.kiosks.map((kiosk) => kiosk || copy.unnamed).join(', ');
        const dayCount = formatNumber(result.dayCount, locale);
        said.push(fill(copy.read, { file: name, kiosks, days: dayCount }));
      } else if (result.outcome === 'otherEvent')
        said.push(fill(copy.otherEvent, { file: name, event: result.event || staff.place.none }));
      else said.push(fill(copy[result.outcome], { file: name }));
    }
    setStand(days);
    setLines((before) => [...before, ...said]);
  };

  const merged = standCounts(own, stand);
  const days = eventDays(merged, event);
  const kiosks = kiosksAt(merged, event).length;
  const anyRead = Object.keys(stand).length > 0;
  return (
    <section className="staff-stand card mb-4" aria-labelledby="staff-stand-title">
      <div className="card-body">
        <h3 id="staff-stand-title" className="h5 fw-bold">
          {copy.title}
        </h3>
        <p className="text-body-secondary">{copy.intro}</p>
        <label className="btn btn-outline-primary mb-2">
          {copy.pick}
          <input
            type="file"
            className="visually-hidden"
            accept=".csv,text/csv"
            multiple
            onChange={(change) => void read(change)}
          />
        </label>
        {lines.length > 0 && (
          <ul className="staff-stand-log list-unstyled small" role="status">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {anyRead && (
          <>
            <p className="h5">
              {fill(plural(copy.kiosks, kiosks, locale), { count: formatNumber(kiosks, locale) })}
            </p>
            <StaffVerdict day={days.get(date) ?? emptyDayUsage()} />
            <DayTimelines
              day={days.get(date) ?? emptyDayUsage()}
              date={date}
              days={days}
              event={event}
            />
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => exportCsv(merged, 'stand')}
            >
              {copy.exportMerged}
            </button>
          </>
        )}
      </div>
    </section>
  );
}
