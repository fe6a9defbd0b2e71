/** Control and format characters: bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069), marks, zero-width ones. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * Text from outside (an ignored event or kiosk name) made safe to show in a
 * sentence: every control character becomes its visible code (`[U+202E]`), so
 * it can neither reverse the rest of the line nor hide what staff must retype.
 */
export function visibleText(text: string): string {
  return text.replace(
    INVISIBLE,
    (char) => `[U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`,
  );
}
