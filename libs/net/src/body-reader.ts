/**
 * Reads a response body without letting a site exhaust our memory: the transfer is cut as soon
 * as it passes the cap, and the decoded size is capped too, because a few kilobytes of gzip or
 * brotli can inflate to gigabytes (a decompression bomb). zlib stops producing output at
 * maxOutputLength, so a bomb is refused after at most `maxBytes` of output.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { FetchError } from './fetch-errors.js';

const gunzip = promisify(zlib.gunzip);
const inflate = promisify(zlib.inflate);
const inflateRaw = promisify(zlib.inflateRaw);
const brotli = promisify(zlib.brotliDecompress);

/** Collects a byte stream, aborting it when it grows past maxBytes. */
export async function readCapped(stream: AsyncIterable<Uint8Array> & { destroy(err?: Error): void }, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      const err = new FetchError('too_large', `body exceeds ${maxBytes} bytes`);
      stream.destroy(err);
      throw err;
    }
    chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  }
  return Buffer.concat(chunks, size);
}

function isTooLarge(err: unknown): boolean {
  return (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError;
}

async function decodeOne(body: Buffer, encoding: string, maxBytes: number): Promise<Buffer> {
  const opts = { maxOutputLength: maxBytes };
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return gunzip(body, opts);
    case 'br':
      return brotli(body, opts);
    case 'deflate':
      // "deflate" is meant to be zlib-wrapped, but some servers send raw deflate.
      return inflate(body, opts).catch((err: unknown) => {
        if (isTooLarge(err)) throw err;
        return inflateRaw(body, opts);
      });
    default:
      throw new FetchError('decompression_failed', `unsupported content-encoding "${encoding}"`);
  }
}

/**
 * Undoes the Content-Encoding list (applied in order, so undone in reverse). The result is
 * capped at maxBytes whatever the compression ratio.
 */
export async function decodeContentEncoding(body: Buffer, contentEncoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const encodings = (contentEncoding ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e && e !== 'identity');
  let out = body;
  for (const encoding of encodings.reverse()) {
    try {
      out = await decodeOne(out, encoding, maxBytes);
    } catch (err) {
      if (err instanceof FetchError) throw err;
      if (isTooLarge(err)) throw new FetchError('too_large', `decompressed body exceeds ${maxBytes} bytes`);
      throw new FetchError('decompression_failed', `${encoding}: ${(err as Error).message}`);
    }
  }
  return out;
}

/** gzip's magic number: sitemaps served as .xml.gz often arrive without Content-Encoding. */
export function isGzip(body: Buffer): boolean {
  return body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;
}

export async function gunzipCapped(body: Buffer, maxBytes: number): Promise<Buffer> {
  return decodeContentEncoding(body, 'gzip', maxBytes);
}
