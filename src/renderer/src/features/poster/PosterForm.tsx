import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SLUG, slugSuggestion } from '@shared/slug';
import { posterCopies } from '../../content/poster';
import { useLocale } from '../../hooks/useCopy';
import { fill } from '../../lib/template';
import { OutsideText } from '../../components/OutsideText';
import type { PosterParams } from './posterParams';

type Field = 'event' | 'stand' | 'date';

/** What the address holds for each field, valid or not: the form starts from it. */
const fromAddress = (params: PosterParams): Record<Field, string> => ({
  event: params.event ?? params.ignoredEvent ?? '',
  stand: params.stand ?? params.ignoredStand ?? '',
  date: params.date ?? '',
});

/**
 * Why (issue 63, point 4): event, stand and date were set only by editing the
 * address, and an event a fair writes as people do ("Foire Yaoundé 2026") was
 * refused without the name that works. On screen only (inside .poster-screen,
 * which print hides): the fields write the address (`event`, `stand`, `date`;
 * the language switch, `children`, writes `lang`), and an event that is not a
 * slug is shown with the one it would make (slugSuggestion), one press away.
 */
export function PosterForm({ params, children }: { params: PosterParams; children: ReactNode }) {
  const copy = posterCopies[useLocale()].form;
  const [search, setSearch] = useSearchParams();
  const [values, setValues] = useState(() => fromAddress(params));
  const id = useId();
  const given = values.event.trim();
  const suggestion = given !== '' && !SLUG.test(given) ? slugSuggestion(given) : null;

  const write = (next: Record<Field, string>): void => {
    const query = new URLSearchParams(search);
    for (const field of ['event', 'stand', 'date'] as const) {
      const value = next[field].trim();
      if (value) query.set(field, value);
      else query.delete(field);
    }
    setSearch(query, { replace: true });
  };
  const onSubmit = (event: FormEvent): void => {
    event.preventDefault();
    write(values);
  };
  const takeSuggestion = (name: string): void => {
    const next = { ...values, event: name };
    setValues(next);
    write(next);
  };
  const input = (field: Field, type: 'text' | 'date', hint: string) => (
    <div className="poster-field">
      <label className="form-label" htmlFor={`${id}-${field}`}>
        {copy[field]}
      </label>
      <input
        id={`${id}-${field}`}
        className="form-control"
        type={type}
        value={values[field]}
        aria-describedby={`${id}-${field}-hint`}
        autoComplete="off"
        spellCheck={false}
        onChange={(change) => setValues({ ...values, [field]: change.target.value })}
      />
      <p id={`${id}-${field}-hint`} className="form-text mb-0">
        {hint}
      </p>
    </div>
  );

  return (
    <form className="poster-form" aria-labelledby={`${id}-legend`} onSubmit={onSubmit}>
      <h2 id={`${id}-legend`} className="h5">
        {copy.heading}
      </h2>
      {input('event', 'text', copy.eventHint)}
      <div role="status" className="poster-suggestion">
        {suggestion && (
          <>
            <span>
              <OutsideText
                template={fill(copy.notAnEvent, { suggestion })}
                name="given"
                value={given}
              />
            </span>{' '}
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => takeSuggestion(suggestion)}
            >
              {fill(copy.useSuggestion, { suggestion })}
            </button>
          </>
        )}
      </div>
      {input('stand', 'text', copy.standHint)}
      {input('date', 'date', copy.dateHint)}
      {children}
      <button type="submit" className="btn btn-primary">
        {copy.apply}
      </button>
    </form>
  );
}
