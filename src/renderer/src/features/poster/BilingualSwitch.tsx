import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';

/** Puts every language on the sheet (`lang=both`), keeping the rest of the query as given. */
export function BilingualSwitch({ bilingual }: { bilingual: boolean }) {
  const copy = posterCopies[useLocale()];
  const [params, setParams] = useSearchParams();
  const id = useId();
  const toggle = (): void => {
    const next = new URLSearchParams(params);
    if (bilingual) next.delete('lang');
    else next.set('lang', 'both');
    setParams(next, { replace: true });
  };
  return (
    <div className="form-check poster-bilingual">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={bilingual}
        onChange={toggle}
      />
      <label htmlFor={id} className="form-check-label">
        {copy.bilingual}
      </label>
    </div>
  );
}
