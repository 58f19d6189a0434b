// The one way routes fail on purpose: throw an ApiError and the error handler answers it in the
// envelope of sandbox-contract.md, `{"errors":[{"code","message","field"?}]}`.

export interface ErrorEntry {
  code: string;
  message: string;
  field?: string;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(statusCode: number, code: string, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.field = field;
  }

  toEntry(): ErrorEntry {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}

/** Malformed or out-of-range input the guest can fix; `field` names it. */
export function badRequest(code: string, message: string, field: string): ApiError {
  return new ApiError(400, code, message, field);
}

export function unauthorized(code: string, message: string): ApiError {
  return new ApiError(401, code, message);
}

export function forbidden(code: string, message: string): ApiError {
  return new ApiError(403, code, message);
}

export function notFound(code: string, message: string, field?: string): ApiError {
  return new ApiError(404, code, message, field);
}

/** The request is well formed but the domain refuses it now (too late to cancel, slot taken). */
export function conflict(code: string, message: string, field?: string): ApiError {
  return new ApiError(409, code, message, field);
}

export function tooManyRequests(code: string, message: string): ApiError {
  return new ApiError(429, code, message);
}
