/**
 * Our own store mark, drawn here: a play triangle in the flag's green, red and
 * yellow (not Google's artwork). Decorative: the button's words say where it goes.
 */
export function StoreMark() {
  return (
    <svg className="store-mark" viewBox="0 0 30 36" aria-hidden="true">
      <path fill="#14a36e" d="M0 0l10 6v24L0 36z" />
      <path fill="#e4262f" d="M10 6l10 6v12l-10 6z" />
      <path fill="#fcd116" d="M20 12l10 6-10 6z" />
    </svg>
  );
}
