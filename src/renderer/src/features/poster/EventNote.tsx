import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';
import { OutsideText } from '../../components/OutsideText';
import type { PosterParams } from './posterParams';

/**
 * On screen only: which event the codes carry, or why they carry none. The
 * event is text, never markup, shown as the staff view shows it (OutsideText).
 */
export function EventNote({ event, ignoredEvent }: Pick<PosterParams, 'event' | 'ignoredEvent'>) {
  const copy = posterCopies[useLocale()];
  if (event !== null)
    return (
      <p className="poster-event">
        <OutsideText template={copy.event} name="event" value={event} />
      </p>
    );
  const [before = '', after = ''] = copy.noEvent.split('{example}');
  return (
    <p className="poster-event poster-event-missing">
      {ignoredEvent === null ? (
        <>
          {before}
          {/* A piece of an address to type: never broken after its "?". */}
          <code className="poster-event-example">{copy.eventExample}</code>
          {after}
        </>
      ) : (
        <OutsideText template={copy.invalidEvent} name="event" value={ignoredEvent} />
      )}
    </p>
  );
}
