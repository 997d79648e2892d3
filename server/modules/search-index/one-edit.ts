/**
 * Whether `b` is `a` with at most one typing slip: a letter added, left out, changed, or two neighbouring
 * letters swapped ("developr", "devloper", "dveeloper" → "developer"). Linear in the words' length.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const difference = a.length - b.length;
  if (difference > 1 || difference < -1) return false;
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at++;
  if (difference === 1) return a.slice(at + 1) === b.slice(at);
  if (difference === -1) return a.slice(at) === b.slice(at + 1);
  if (a.slice(at + 1) === b.slice(at + 1)) return true;
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Whether `word` starts with `typed` but for one typing slip ("devlop" → "developer"). */
export function startsWithinOneEdit(typed: string, word: string): boolean {
  for (let length = typed.length - 1; length <= typed.length + 1; length++) {
    if (length > 0 && length <= word.length && withinOneEdit(typed, word.slice(0, length))) return true;
  }
  return false;
}
