import { useState } from 'react';
import { FaFilePdf } from 'react-icons/fa6';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';

/** In the shell: main writes the sheet as PDF into a folder staff choose, and says whether it did. */
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
      <span role="status">{result === null ? '' : result ? copy.saved : copy.notSaved}</span>
    </>
  );
}
