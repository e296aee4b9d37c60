import { showError } from './toast';

/** The server's message when there is one, else the given fallback. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** Action errors: a toast titled 'Error' (3 s) with the server message or a fallback. */
export function showActionError(error: unknown, fallback: string): void {
  showError('Error', actionErrorMessage(error, fallback));
}
