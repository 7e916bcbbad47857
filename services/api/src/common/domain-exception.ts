import type { DomainErrorCode } from '@renewed/contracts';

/**
 * The only exception domain code throws. Handlers and job processors never throw HTTP
 * exceptions; the global filter maps the code to a status.
 */
export class DomainException extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainException';
  }
}
