/**
 * Bytes to text the way a browser picks the encoding: byte-order mark, then the Content-Type
 * charset, then a <meta charset> near the top of an HTML document, else UTF-8. Pure.
 */
import { TextDecoder } from 'node:util';

function charsetFromContentType(contentType: string | null): string | null {
  const match = contentType ? /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType) : null;
  return match?.[1] ?? null;
}

/** The HTML standard looks for the declaration in the first 1024 bytes. */
function charsetFromMeta(body: Buffer): string | null {
  const head = body.subarray(0, 1024).toString('latin1');
  const match =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head) ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head);
  return match?.[1] ?? null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null; // an unknown label is ignored, as browsers do
  }
}

export function decodeText(body: Buffer, contentType: string | null, sniffHtml: boolean): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(body.subarray(3));
  }
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return new TextDecoder('utf-16le').decode(body.subarray(2));
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return new TextDecoder('utf-16be').decode(body.subarray(2));
  const decoder =
    decoderFor(charsetFromContentType(contentType)) ??
    (sniffHtml ? decoderFor(charsetFromMeta(body)) : null) ??
    new TextDecoder('utf-8');
  return decoder.decode(body);
}
