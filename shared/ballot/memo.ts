/**
 * Remembers the answers of a pure function of JSON values for its last `size` distinct
 * arguments (the argument list's JSON is the key, so an answer is reused only for exactly the
 * same input). The key ceremony's view is checked in full each time a device or the server
 * looks at it (ceremony.ts `assessCeremony`), and most of its entries are the same from one
 * look to the next: their proofs are verified once per process instead of once per look.
 * Only for deterministic functions of public data.
 */
export function memo<A extends unknown[], R>(fn: (...args: A) => R, size = 512): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args: A): R => {
    const key = JSON.stringify(args);
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as R;
    const answer = fn(...args);
    if (answers.size >= size) answers.delete(answers.keys().next().value as string);
    answers.set(key, answer);
    return answer;
  };
}
