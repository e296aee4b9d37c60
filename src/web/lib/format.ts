const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Spec §9: points to 1 decimal; spec §3: missing points count as 0. */
export function formatPoints(points: number | null | undefined): string {
  return oneDecimal.format(Number.isFinite(points) ? (points as number) : 0);
}
