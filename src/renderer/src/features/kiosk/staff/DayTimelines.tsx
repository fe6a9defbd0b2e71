import type { DayUsage } from '@shared/usageSchema';
import { staffCopies } from '../../../content/staff';
import { useLocale } from '../../../hooks/useCopy';
import { formatDate } from '../../../lib/format';
import { fill } from '../../../lib/template';
import { activeHours, HOURLY_SERIES, perDaySeries } from './timelineData';
import { TimelineChart, type TimelineSeries } from './TimelineChart';

/**
 * The chosen day hour by hour (a kiosk's: visits, passers-by, store codes
 * reached), then every day of its event (`days`, by date). A presentation's
 * days show presentations per day only: it has no visits (R5-05).
 */
export function DayTimelines({
  day,
  date,
  days,
  event,
  presentation = false,
}: {
  day: DayUsage;
  date: string;
  days: Map<string, DayUsage>;
  event: string | null;
  presentation?: boolean;
}) {
  const locale = useLocale();
  const staff = staffCopies[locale];
  const { timeline } = staff;
  const dates = [...days.keys()];
  const dayColumns = dates.map((key) => formatDate(key, locale));
  const daysTitle = fill(timeline.days, { event: event ?? staff.place.none });
  if (presentation) {
    const values = dates.map((key) => days.get(key)?.sessions ?? 0);
    return (
      <TimelineChart
        title={daysTitle}
        columnHead={timeline.day}
        columns={dayColumns}
        series={[{ key: 'presentations', name: timeline.presentations, values }]}
      />
    );
  }
  const hours = activeHours(day);
  const hourSeries: TimelineSeries[] = Object.entries(HOURLY_SERIES).map(([field, key]) => ({
    key,
    name: timeline[key],
    values: hours.map((hour) => day[field as keyof typeof HOURLY_SERIES][hour] ?? 0),
  }));
  const perDay = perDaySeries(dates.map((key) => days.get(key) as DayUsage));
  return (
    <>
      <TimelineChart
        title={fill(timeline.hours, { date: formatDate(date, locale) })}
        columnHead={timeline.hour}
        columns={hours.map((hour) => fill(timeline.hourLabel, { hour }))}
        series={hourSeries}
      />
      <TimelineChart
        title={daysTitle}
        columnHead={timeline.day}
        columns={dayColumns}
        series={(['visits', 'passersBy', 'reached'] as const).map((key) => ({
          key,
          name: timeline[key],
          values: perDay[key],
        }))}
      />
    </>
  );
}
