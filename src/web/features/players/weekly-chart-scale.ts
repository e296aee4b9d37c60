/** A round top for the chart's axis (10, 20, 25, 50, 100, …) at or above the highest week. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value) ?? 10;
  return step * magnitude;
}

/** Which bars get a date under them: about `labels` of them, always the first and last. */
export function labelledIndexes(count: number, labels = 6): Set<number> {
  if (count <= labels) return new Set(Array.from({ length: count }, (_, index) => index));
  const every = Math.ceil((count - 1) / (labels - 1));
  const picked: number[] = [];
  for (let index = 0; index < count - 1; index += every) picked.push(index);
  // The latest week always gets its date; a label crowding it gives way.
  const last = picked.at(-1) ?? 0;
  if (picked.length > 1 && count - 1 - last < every / 2) picked.pop();
  picked.push(count - 1);
  return new Set(picked);
}
