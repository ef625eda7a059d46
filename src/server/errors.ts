/** An error the API answers with its own status, message and code. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  constructor(statusCode: number, message: string, code?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message, 'NOT_FOUND');
export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, message, code);
