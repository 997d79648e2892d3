import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delay` ms (compared by `toKey`, so a fresh object of equal content waits no longer). */
export function useDebouncedValue<T>(value: T, delay: number, toKey: (value: T) => string = JSON.stringify): T {
  const [settled, setSettled] = useState(value);
  const key = toKey(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return settled;
}
