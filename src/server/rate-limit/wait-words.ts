/** "a minute" or "N minutes": how long a refused caller waits, as a sentence says it. */
export function waitInMinutes(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}
