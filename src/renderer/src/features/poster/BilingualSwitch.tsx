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
  // The print view's own style (poster.scss): Bootstrap's checkbox classes would bring their rules into
  // the site-wide stylesheet, and with it into every landing page's critical CSS.
  return (
    <div className="poster-bilingual">
      <input id={id} type="checkbox" checked={bilingual} onChange={toggle} />
      <label htmlFor={id}>{copy.bilingual}</label>
    </div>
  );
}
