/**
 * Stripe's request bodies are form-encoded with brackets
 * (`items[0][price]=price_x`, `metadata[userId]=...`): read into objects,
 * numeric segments into arrays.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function segmentsOf(key: string): string[] {
  const first = key.split('[', 1)[0] ?? key;
  const rest = [...key.slice(first.length).matchAll(/\[([^\]]*)\]/g)].map(
    (match) => match[1] ?? '',
  );
  return [first, ...rest];
}

function arraysFrom(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysFrom(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, item]) => item);
  return Object.fromEntries(entries);
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = segmentsOf(key);
    let node = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else {
        const created: FormObject = {};
        node[segment] = created;
        node = created;
      }
    });
  }
  return arraysFrom(root) as FormObject;
}

export function field(form: FormObject, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = form;
  for (const segment of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(segment)] : node[String(segment)];
  }
  return typeof node === 'string' ? node : undefined;
}
