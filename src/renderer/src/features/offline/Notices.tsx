import { useEffect, type ReactNode } from 'react';
import { LANGUAGE_NAMES } from '../../content';
import type { Locale } from '../../content/types';
import { noticesCopies } from '../../content/notices';
import { fill } from '../../lib/template';
import { useLocale } from '../../hooks/useCopy';
import { useOnline } from './useOnline';
import { useAppUpdate } from '../../store/appUpdate';
import { useOfflineNotice } from '../../store/offlineNotice';
import { OfflineQrDialog } from './OfflineQrDialog';
import './notices.scss';

interface NoticesProps {
  /** A new version waits and the visitor may take it (never at a kiosk: it updates itself). */
  update: boolean;
  /** An outbound link was followed while offline: its QR code, in a dialog. */
  offline: boolean;
}

/**
 * The update and offline notices, at the foot of the screen. Their own chunk,
 * fetched only when one shows; rendered inside the frame's polite live region,
 * so screen readers announce them without moving focus.
 */
export default function Notices({ update, offline }: NoticesProps) {
  const locale = useLocale();
  const copy = noticesCopies[locale];
  const apply = useAppUpdate((state) => state.apply);
  const dismiss = useAppUpdate((state) => state.dismiss);
  const closeOffline = useOfflineNotice((state) => state.close);
  const offlineUrl = useOfflineNotice((state) => state.url);
  const missingLocale = useOfflineNotice((state) => state.missingLocale);
  const closeMissingLocale = useOfflineNotice((state) => state.closeMissingLocale);
  const presenterMissing = useOfflineNotice((state) => state.presenterMissing);
  const closePresenterMissing = useOfflineNotice((state) => state.closePresenterMissing);
  const online = useOnline();

  // Back online: the links work again, the dialog has nothing left to say.
  useEffect(() => {
    if (!online) return;
    closeOffline();
    closeMissingLocale();
  }, [online, closeOffline, closeMissingLocale]);

  return (
    <div className="site-notices">
      {update && apply && (
        <Notice text={copy.updateReady} dismissLabel={copy.dismiss} onDismiss={dismiss}>
          <button type="button" className="btn btn-light" onClick={apply}>
            {copy.reload}
          </button>
        </Notice>
      )}
      {missingLocale && (
        <Notice
          text={<LanguageOffline asked={missingLocale} current={locale} />}
          dismissLabel={copy.dismiss}
          onDismiss={closeMissingLocale}
        />
      )}
      {presenterMissing && (
        <Notice
          text={copy.presenterOffline}
          dismissLabel={copy.dismiss}
          onDismiss={closePresenterMissing}
        />
      )}
      {offline && <OfflineQrDialog url={offlineUrl} copy={copy} onClose={closeOffline} />}
    </div>
  );
}

/**
 * Why the language asked for did not come: first in that language (its reader
 * could not read the page's), then in the page's own, each marked with its
 * `lang` so a screen reader speaks both right.
 */
function LanguageOffline({ asked, current }: { asked: Locale; current: Locale }) {
  const languages = asked === current ? [asked] : [asked, current];
  return languages.map((language) => (
    <span key={language} lang={language}>
      {fill(noticesCopies[language].languageOffline, { language: LANGUAGE_NAMES[asked] })}
    </span>
  ));
}

interface NoticeProps {
  text: ReactNode;
  dismissLabel: string;
  onDismiss: () => void;
  /** Actions shown before the close button. */
  children?: ReactNode;
}

/** One notice: its text, any actions, and a close button. */
function Notice({ text, dismissLabel, onDismiss, children }: NoticeProps) {
  return (
    <div className="site-notice">
      <p className="site-notice-text">{text}</p>
      {children}
      <button
        type="button"
        className="btn-close btn-close-white"
        aria-label={dismissLabel}
        onClick={onDismiss}
      />
    </div>
  );
}
