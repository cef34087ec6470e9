/**
 * The one error the auth service throws on purpose. The bus carries `status` and `code` to the
 * requester (libs/bus codec.ts), where the gateway turns them into the HTTP status and
 * `{error: code, message}`; `message` is written for the person who will read it.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }

  /** Fastify's name for the status, for when createAudit runs inside the gateway and throws there. */
  get statusCode(): number {
    return this.status;
  }
}
