import { NoResponderError, RemoteError, RequestTimeoutError } from '@citable/bus';

/** An error with an HTTP status and a machine code; the error handler turns it into `{error, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const unauthorized = () => new HttpError(401, 'unauthorized', 'Sign in to continue.');
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);

/**
 * A bus failure as the browser should see it: a service that is not running is 503 with a clear
 * message (never invented data); a responder's own error keeps its status and code.
 */
export function fromBusError(err: unknown, service: string): HttpError {
  if (err instanceof NoResponderError || err instanceof RequestTimeoutError) {
    return new HttpError(503, 'service_unavailable', `The ${service} service is not available right now. Please try again shortly.`);
  }
  if (err instanceof RemoteError) {
    const status = err.status && err.status >= 400 && err.status < 600 ? err.status : 502;
    return new HttpError(status, err.code ?? 'upstream_error', err.message);
  }
  // Not an answer from the service: a fault on our side, logged with its cause, never shown.
  return new HttpError(500, 'internal_error', 'Something went wrong on our side. Please try again.', { cause: err });
}

/** Ask a service over the bus, mapping its failures to HTTP. */
export async function askService<T>(fn: () => Promise<T>, service: string): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw fromBusError(err, service);
  }
}
