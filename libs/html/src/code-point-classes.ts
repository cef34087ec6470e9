/**
 * Sorting characters into classes, each worked out once. The classes come from Unicode property
 * regexes, which cost tens of nanoseconds per test: run on every character of a page's text they
 * made counting CJK text ten times slower than counting English. Here each BMP code point is
 * tested the first time it is met and read from a table after that; astral ones (rare) are
 * tested each time.
 */
export function codePointClasses(classify: (codePoint: number) => number): (codePoint: number) => number {
  // 0 marks a code point not met yet: classes are 1..255.
  const table = new Uint8Array(0x10000);
  return (codePoint) => {
    if (codePoint > 0xffff) return classify(codePoint);
    return table[codePoint] || (table[codePoint] = classify(codePoint));
  };
}
