const oneDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Points to 1 decimal; missing points count as 0. */
export function formatPoints(points: number | null | undefined): string {
  return oneDecimal.format(Number.isFinite(points) ? (points as number) : 0);
}
