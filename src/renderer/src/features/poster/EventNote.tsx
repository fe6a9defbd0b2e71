import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';
import { fill } from '../../lib/template';
import type { PosterParams } from './posterParams';

/** On screen only: which event the codes carry, or why they carry none. The event is text, never markup. */
export function EventNote({ event, ignoredEvent }: Pick<PosterParams, 'event' | 'ignoredEvent'>) {
  const copy = posterCopies[useLocale()];
  if (event !== null) return <p className="poster-event">{fill(copy.event, { event })}</p>;
  return (
    <p className="poster-event poster-event-missing">
      {ignoredEvent === null ? copy.noEvent : fill(copy.invalidEvent, { event: ignoredEvent })}
    </p>
  );
}
