/**
 * Brave's answer stream with `enable_citations`: the text carries `<citation>{JSON}</citation>`
 * (start_index, end_index, number, url, favicon, snippet) after the passage each supports, a
 * `<usage>{JSON}</usage>` with the request's cost and tokens, and `<enum_item>` wrappers in lists.
 * Tags may be split across chunks, so the joined stream is parsed once it has ended.
 */
import { MalformedAnswerError } from './types.js';

export interface BraveCitation {
  number: number | null;
  url: string;
  snippet: string | null;
}

export interface BraveAnswer {
  text: string;
  citations: BraveCitation[];
  tokens: number;
}

const TAG = /<(citation|usage)>([\s\S]*?)<\/\1>/g;

function parseTagJson(name: string, body: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new MalformedAnswerError(`A <${name}> tag does not hold a JSON object: ${body.slice(0, 120)}`);
}

export function parseBraveMarkup(joined: string): BraveAnswer {
  const citations: BraveCitation[] = [];
  let tokens = 0;
  const withoutTags = joined.replace(TAG, (_all, name: string, body: string) => {
    const json = parseTagJson(name, body);
    if (name === 'citation') {
      if (typeof json['url'] !== 'string') throw new MalformedAnswerError('A <citation> has no url');
      citations.push({ url: json['url'], number: typeof json['number'] === 'number' ? json['number'] : null, snippet: typeof json['snippet'] === 'string' ? json['snippet'] : null });
    } else {
      tokens = Number(json['X-Request-Tokens-In'] ?? 0) + Number(json['X-Request-Tokens-Out'] ?? 0);
    }
    return '';
  });
  if (/<\/?(citation|usage)>/.test(withoutTags)) throw new MalformedAnswerError('An unclosed <citation> or <usage> tag in the answer');
  const text = withoutTags.replace(/<\/?enum_item>/g, '').replace(/[ \t]+\n/g, '\n').trim();
  return { text, citations, tokens: Number.isFinite(tokens) ? tokens : 0 };
}
