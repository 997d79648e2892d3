type TypedArray = Float64Array | Uint32Array | Int32Array | Uint8Array;

/** A copy of `array` with room for `capacity` entries (the new ones zero), of the same type. */
export function grown<T extends TypedArray>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}
