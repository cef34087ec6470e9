import { describe, expect, it } from 'vitest';
import { parseBraveMarkup } from './brave-markup.js';
import { MalformedAnswerError } from './types.js';

const cite = (n: number, url: string) => `<citation>${JSON.stringify({ start_index: 0, end_index: 5, number: n, url, favicon: 'f', snippet: 's' })}</citation>`;

describe('parseBraveMarkup', () => {
  it('strips citations, usage and list markup, keeping citations in order and the tokens', () => {
    const joined = `Acme audits pages.${cite(1, 'https://acme.test/')} Others:\n<enum_item>Rival</enum_item>${cite(2, 'https://rival.test/')}<usage>{"X-Request-Tokens-In": 30, "X-Request-Tokens-Out": 12}</usage>`;
    expect(parseBraveMarkup(joined)).toEqual({
      text: 'Acme audits pages. Others:\nRival',
      citations: [
        { number: 1, url: 'https://acme.test/', snippet: 's' },
        { number: 2, url: 'https://rival.test/', snippet: 's' },
      ],
      tokens: 42,
    });
  });

  it('reads plain text as it is', () => {
    expect(parseBraveMarkup('Just an answer.')).toEqual({ text: 'Just an answer.', citations: [], tokens: 0 });
  });

  it.each([
    ['a citation whose body is not JSON', 'A<citation>{url: x}</citation>'],
    ['a citation without a url', 'A<citation>{"number": 1}</citation>'],
    ['an unclosed citation', 'A<citation>{"url": "https://a.test/"}'],
  ])('rejects %s as malformed', (_name, joined) => {
    expect(() => parseBraveMarkup(joined)).toThrow(MalformedAnswerError);
  });
});
