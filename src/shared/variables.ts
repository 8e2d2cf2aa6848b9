/**
 * Prompt variables: word-character names in {name} or {{name}}. One function
 * finds them and one fills them in, shared by the client and the server.
 */

// {{name}} or {name}. In an unbalanced "{{name}" the inner "{name}" still counts:
// a half-closed brace should not hide a variable the author clearly meant.
const VARIABLE_PATTERN = /\{\{(\w+)\}\}|\{(\w+)\}/g;

/** Distinct variable names in order of first appearance. */
export function findVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    const name = match[1] ?? match[2];
    if (name) names.add(name);
  }
  return [...names];
}

/**
 * A prompt's variables: the author's (with their default values), then
 * every other variable the texts use, with an empty default, in order of
 * first use. The submit form shows this list and the server stores it.
 */
export function mergeVariables(
  texts: string[],
  given: { name: string; defaultValue: string }[],
): { name: string; defaultValue: string; detected: boolean }[] {
  const listed = new Set(given.map((variable) => variable.name));
  const detected = [...new Set(texts.flatMap(findVariables))].filter((name) => !listed.has(name));
  return [
    ...given.map((variable) => ({ ...variable, detected: false })),
    ...detected.map((name) => ({ name, defaultValue: '', detected: true })),
  ];
}

/** Replaces each known variable with its value; unknown ones stay as written. */
export function fillVariables(text: string, values: Record<string, string>): string {
  return text.replace(VARIABLE_PATTERN, (whole, double?: string, single?: string) => {
    const name = double ?? single ?? '';
    return Object.hasOwn(values, name) ? (values[name] ?? '') : whole;
  });
}

export interface TextSegment {
  text: string;
  /** Set when this segment is a variable placeholder. */
  variable?: string;
}

/** Splits text into plain runs and variable placeholders, for highlighting. */
export function splitVariables(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: match[0], variable: match[1] ?? match[2] ?? '' });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
