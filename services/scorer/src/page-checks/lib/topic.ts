/** Whether two texts talk about the same thing: they share a significant word. */

const STOPWORDS = new Set(
  'about after also been before being both could does each from have here into just like more most much must only other over same should some such than that their them then there these they this those through under very were what when where which while will with would your yours'.split(' '),
);

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;

/** Significant words (4+ letters, not stop words) and, for scripts without spaces, character pairs. */
export function topicTerms(text: string): Set<string> {
  const terms = new Set<string>();
  const lower = text.toLowerCase();
  for (const word of lower.replace(UNSPACED, ' ').split(/[^\p{L}\p{N}]+/u)) {
    if ([...word].length >= 4 && !STOPWORDS.has(word)) terms.add(word);
  }
  for (const run of lower.match(UNSPACED) ?? []) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i++) terms.add(`${chars[i]}${chars[i + 1]}`);
  }
  return terms;
}

export function sharesTopic(a: string, b: string): boolean {
  const terms = topicTerms(a);
  for (const term of topicTerms(b)) if (terms.has(term)) return true;
  return false;
}
