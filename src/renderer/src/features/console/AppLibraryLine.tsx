import type { Subject } from '../../content/catalogue';
import { useCopy, useLocale } from '../../hooks/useCopy';
import { appLibraryText } from './consoleText';

/**
 * What the full app has where the samples have nothing: for `subject`, its
 * lessons and corrections and the years they cover; for no one subject, the
 * app as a whole.
 */
export function AppLibraryLine({ subject }: { subject: Subject | undefined }) {
  const { console: copy, subjects } = useCopy();
  const locale = useLocale();
  return <p className="mb-3">{appLibraryText(copy, subjects, subject, locale)}</p>;
}
