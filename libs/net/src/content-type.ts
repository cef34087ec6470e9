/** Whether a response is an HTML document: what crawlers and the classifier read as pages. Pure. */
export function isHtmlContentType(contentType: string | null, body: Buffer | null): boolean {
  if (contentType) return /^\s*(?:text\/html|application\/xhtml\+xml)\b/i.test(contentType);
  // No Content-Type: sniff like a browser would for the obvious case.
  return body !== null && /^\s*(?:<!doctype html|<html)/i.test(body.subarray(0, 512).toString('latin1'));
}
