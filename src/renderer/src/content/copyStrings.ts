/** Every string in a copy object (a language's modules, or part of one), with its path: what the copy's tests read. */
export function copyStrings(value: unknown, path = ''): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) =>
      copyStrings(child, path ? `${path}.${key}` : key),
    );
  }
  return [];
}
