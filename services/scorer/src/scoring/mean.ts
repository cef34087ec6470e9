export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** Sum(weight x value) / Sum(weight); 0 when nothing has weight, as the spec's "0 if none". */
export function weightedMean(items: ReadonlyArray<{ weight: number; value: number }>): number {
  const totalWeight = items.reduce((sum, i) => sum + i.weight, 0);
  return totalWeight === 0 ? 0 : items.reduce((sum, i) => sum + i.weight * i.value, 0) / totalWeight;
}
