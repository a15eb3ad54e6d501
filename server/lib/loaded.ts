/** Keeps the rows a DataLoader's loadMany found, dropping misses and errors. */
export function found<T>(rows: (T | undefined | Error)[]): T[] {
  return rows.filter((r): r is T => r !== undefined && !(r instanceof Error));
}
