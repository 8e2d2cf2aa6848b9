/**
 * A screen's filters kept in the address (the library, Manage Prompts,
 * Manage Users): reading numbers back safely, and writing changes so that
 * a value the screen starts with leaves the address instead of cluttering
 * it.
 */
import { useSearchParams } from 'wouter';

export function readPositiveInt(value: string | null, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** A page size from the address when it is one the screen offers; else `fallback`. */
export function readPageSize(value: string | null, sizes: readonly number[], fallback: number) {
  const size = readPositiveInt(value, fallback);
  return sizes.includes(size) ? size : fallback;
}

export type FilterValue = string | number | boolean;

/**
 * `previous` with `changes` applied. A value at its default leaves the
 * address: '', false, page 1, and whatever `defaults` names (the page size,
 * a starting status).
 */
export function withFilterChanges(
  previous: URLSearchParams,
  changes: Record<string, FilterValue>,
  defaults: Record<string, FilterValue>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(changes)) {
    const isDefault =
      value === '' || value === false || (key === 'page' && value === 1) || defaults[key] === value;
    if (isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The address's query, and `write` to change it (`replace` for changes,
 * such as typing, that Back should skip).
 */
export function useFilterParams(defaults: Record<string, FilterValue>) {
  const [params, setParams] = useSearchParams();
  const write = (changes: Record<string, FilterValue>, replace: boolean) => {
    setParams((previous) => withFilterChanges(previous, changes, defaults), { replace });
  };
  return { params, write };
}
