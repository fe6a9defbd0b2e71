/** decodeURIComponent that answers null for malformed input (`%E0%A4%A`) instead of throwing. */
export function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
