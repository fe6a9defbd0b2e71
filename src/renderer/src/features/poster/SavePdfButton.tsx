import { useState } from 'react';
import { FaFilePdf } from 'react-icons/fa6';
import { posterCopies } from '../../content/poster';
import { exportFolderName } from '@shared/exportFolder';
import { site } from '../../config/site';
import { useLocale } from '../../hooks/useCopy';
import { fill } from '../../lib/template';

/** In the shell: main writes the sheet as PDF into Documents/<brand> (no dialog), and says whether it did. */
export function SavePdfButton({ save }: { save: () => Promise<boolean> }) {
  const copy = posterCopies[useLocale()];
  const [result, setResult] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary btn-lg"
        onClick={() => {
          setResult(null);
          void save()
            .catch(() => false)
            .then(setResult);
        }}
      >
        <FaFilePdf aria-hidden="true" className="me-2" />
        {copy.savePdf}
      </button>
      <span role="status">
        {result === null
          ? ''
          : result
            ? fill(copy.saved, { folder: exportFolderName(site.brand) })
            : copy.notSaved}
      </span>
    </>
  );
}
