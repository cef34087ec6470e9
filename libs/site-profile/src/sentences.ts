/** A text's sentences: split after ".", "!" or "?" before a capital ("e.g. the" and "v1.2" stay whole). Pure. */
export function sentencesOf(text: string | null | undefined, max = Number.POSITIVE_INFINITY): string[] {
  return (text ?? '')
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, max);
}
