import { Link, useSearchParams } from 'react-router-dom';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';
import type { PrintSheet } from './posterParams';

/** Links between the poster and the flyer sheet, keeping the rest of the query (the event) as given. */
export function SheetSwitch({ sheet }: { sheet: PrintSheet }) {
  const copy = posterCopies[useLocale()].sheets;
  const [params] = useSearchParams();
  const searchFor = (target: PrintSheet): string => {
    const next = new URLSearchParams(params);
    if (target === 'flyers') next.set('sheet', 'flyers');
    else next.delete('sheet');
    return next.toString();
  };
  return (
    <nav aria-label={copy.label}>
      <ul className="nav nav-pills poster-sheets">
        {(['poster', 'flyers'] as const).map((target) => (
          <li key={target} className="nav-item">
            <Link
              className={`nav-link${target === sheet ? ' active' : ''}`}
              aria-current={target === sheet ? 'page' : undefined}
              to={{ search: searchFor(target) }}
              replace
            >
              {copy[target]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
