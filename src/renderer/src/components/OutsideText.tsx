import { visibleText } from '../lib/visibleText';

/**
 * A sentence of our copy (`template`, with one `{value}`, or `{name}`) around text that came
 * from outside (an address, a start-up option): the value's control characters
 * show as codes and it is isolated (<bdi>), so it can neither hide what must be
 * retyped nor reorder the sentence. The staff view and the print view share it.
 */
export function OutsideText({
  template,
  value,
  name = 'value',
}: {
  template: string;
  value: string;
  /** The placeholder's name in `template`. */
  name?: string;
}) {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return (
    <>
      {before}
      <bdi>{visibleText(value)}</bdi>
      {after}
    </>
  );
}
