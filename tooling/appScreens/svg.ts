/** A tiny writer of SVG markup: enough for the app's screens, with text escaped. */
export type Attributes = Record<string, string | number>;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** `<name …attributes>children</name>`, or `<name …/>` without children. */
export function element(name: string, attributes: Attributes, ...children: string[]): string {
  const written = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(String(value))}"`)
    .join('');
  return children.length === 0
    ? `<${name}${written}/>`
    : `<${name}${written}>${children.join('')}</${name}>`;
}

/** A line of words at (x, y) in `className`'s style; `text` is escaped. */
export function text(
  x: number,
  y: number,
  className: string,
  words: string,
  extra: Attributes = {},
): string {
  return element('text', { x, y, class: className, ...extra }, escapeXml(words));
}
