/**
 * The text to show for a failed call: the error's own message (the runtime's `ApiError` carries
 * the server's `message`), a plain `{ message }` object's, or a string thrown as is.
 *
 * @example
 * errorMessage(new Error('Invalid credentials')); // 'Invalid credentials'
 */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string') return message;
  }
  return String(error);
}
