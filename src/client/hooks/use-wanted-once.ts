/**
 * True from the first time `wanted` is true, on. For a part made only when
 * first needed (a chunk loaded on demand, the sign-in invitation): once
 * made, it stays mounted, so it can play its closing and keep its state.
 */
import { useState } from 'react';

export function useWantedOnce(wanted: boolean): boolean {
  const [once, setOnce] = useState(wanted);
  // Set while rendering (React's pattern for state derived from a prop), so
  // the part appears in the same render that first wants it.
  if (wanted && !once) setOnce(true);
  return once || wanted;
}
