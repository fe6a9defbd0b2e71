import Container from 'react-bootstrap/Container';
import { useLocation, useSearchParams } from 'react-router-dom';
import { FaPrint } from 'react-icons/fa6';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';
import { usePrintAccess } from '../../store/printAccess';
import { useSiteRun } from '../../store/siteRun';
import { desktopPosterPdf } from './desktopPosterPdf';
import { SavePdfButton } from './SavePdfButton';
import { EventNote } from './EventNote';
import { PrintElsewhere } from './PrintElsewhere';
import { FlyerSheet } from './FlyerSheet';
import { PosterSheet } from './PosterSheet';
import { readPosterParams } from './posterParams';
import { SheetSwitch } from './SheetSwitch';
import { BilingualSwitch } from './BilingualSwitch';
import { PosterForm } from './PosterForm';
import { SheetValuesNote } from './SheetValuesNote';
import { useSheetLanguages } from './useSheetLanguages';
import { usePrintSheetClass } from './usePrintSheetClass';
import './poster.scss';

/**
 * The print view: on screen, the sheet as it will print with a Print button
 * and a note; in print, the sheet alone. At a kiosk only staff may print, from
 * the staff view and until the idle reset (printAccess), and never
 * through the browser's print dialog: the shell saves a PDF, a browser kiosk
 * hands the view to staff's own device (PrintElsewhere).
 */
export function PosterView() {
  const copy = posterCopies[useLocale()];
  const [search] = useSearchParams();
  const params = readPosterParams(search);
  const { sheet, event, ignoredEvent } = params;
  const languages = useSheetLanguages(params.bilingual);
  const where = { stand: params.stand, date: params.date };
  const kiosk = useSiteRun((run) => run.kiosk);
  const mayPrint = usePrintAccess((state) => state.granted) || !kiosk;
  const { search: query } = useLocation();
  usePrintSheetClass(sheet);
  // The shell saves the PDF itself; its print dialog is not offered.
  const savePdf = desktopPosterPdf();
  return (
    <Container className="py-4 poster-view">
      <div className="poster-screen">
        <h1>{copy.heading}</h1>
        <p className="lead">{copy.intro}</p>
        <EventNote event={event} ignoredEvent={ignoredEvent} />
        <SheetValuesNote ignoredStand={params.ignoredStand} ignoredDate={params.ignoredDate} />
        <SheetSwitch sheet={sheet} />
        <PosterForm params={params}>
          <BilingualSwitch bilingual={params.bilingual} />
        </PosterForm>
        {mayPrint && (
          <div className="poster-actions">
            {savePdf ? (
              <SavePdfButton save={savePdf} />
            ) : kiosk ? (
              <PrintElsewhere search={query} />
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-primary btn-lg"
                  onClick={() => window.print()}
                >
                  <FaPrint aria-hidden="true" className="me-2" />
                  {copy.print}
                </button>
                <p className="small text-body-secondary mb-0">{copy.pdfNote}</p>
              </>
            )}
          </div>
        )}
      </div>
      <section
        className={
          sheet === 'flyers' ? 'sheet-frame sheet-frame-flyers' : 'sheet-frame sheet-frame-poster'
        }
        aria-label={copy.sheetLabel}
      >
        <div className="sheet-page">
          {sheet === 'flyers' ? (
            <FlyerSheet event={event} languages={languages} where={where} />
          ) : (
            <PosterSheet event={event} languages={languages} where={where} />
          )}
        </div>
      </section>
    </Container>
  );
}
