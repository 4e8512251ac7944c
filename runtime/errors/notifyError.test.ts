import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createFormErrorStore } from './formErrorStore';
import { notifyError } from './notifyError';

let show: MockInstance<typeof notifications.show>;
let log: MockInstance<typeof console.error>;

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
  log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('notifyError', () => {
  it('[list-form-errors-notifier] shows a failed list or form call as an error toast', () => {
    notifyError(ApiError.fromResponse(403, { message: 'This action is unauthorized.' }));
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', message: 'This action is unauthorized.', color: 'red', autoClose: 5000 }));
    expect(log).not.toHaveBeenCalled();
  });

  it('[note-survey-shared-handler] shows failed note and survey calls alike, where most other failures are only logged', () => {
    notifyError(ApiError.fromResponse(409, { message: 'This note is locked: it was e-mailed or written before today.' }));
    notifyError(ApiError.fromResponse(404, { message: 'Survey not found.' }));
    expect(show.mock.calls.map(([toast]) => toast.message)).toEqual([
      'This note is locked: it was e-mailed or written before today.',
      'Survey not found.',
    ]);
    notifyError(ApiError.fromResponse(500, { message: 'Prompt load failed' }), { context: 'background' });
    expect(show).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('[form-error-to-field] puts a form_error under its field and shows no toast', () => {
    const store = createFormErrorStore();
    const error = ApiError.fromResponse(422, { message: 'Invalid', form_error: { name: 'password', message: 'Must include number' } });
    notifyError(error, { store });
    expect(store.get('password')?.message).toBe('Must include number');
    expect(show).not.toHaveBeenCalled();
  });

  it('[unauthorized-500-silent] shows and logs nothing', () => {
    notifyError(ApiError.fromResponse(500, { message: 'Unauthorized.' }));
    expect(show).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('[lookup-failures-logged] only writes a failed lookup to the console', () => {
    const error = ApiError.fromResponse(500, { message: 'down' });
    notifyError(error, { context: 'lookup' });
    expect(show).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(error);
  });

  it('[toast-shape] keeps a caller-chosen duration', () => {
    notifyError(ApiError.fromResponse(400, { message: 'Bad' }), { autoCloseMs: 8000 });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ autoClose: 8000 }));
  });
});
