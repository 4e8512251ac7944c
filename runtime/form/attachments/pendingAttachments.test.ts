import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { heldAttachments, holdAttachments, uploadAttachments, zipFiles } from './pendingAttachments';

const uiSchema = {
  attachments: { 'ui:widget': 'attachments', 'ui:options': { upload: { operation: 'uploadBugReportAttachments', answer: 'id', success: 'bugAttachmentUploaded' } } },
};

describe('pending attachments', () => {
  it('[bug-report-attachments] zips the chosen files, each under its own name', async () => {
    const zip = await zipFiles([new File(['one'], 'notes.txt'), new File(['two'], 'notes.txt'), new File([new Uint8Array([1, 2])], 'shot.png')]);
    const entries = unzipSync(zip);
    expect(Object.keys(entries).sort()).toEqual(['2-notes.txt', 'notes.txt', 'shot.png']);
    expect(new TextDecoder().decode(entries['notes.txt'])).toBe('one');
  });

  it('[bug-report-attachments] [bug-report-attachment-toast] uploads one zip before the form is sent and sends its reference', async () => {
    const token = holdAttachments([new File(['log'], 'log.txt')]);
    expect(heldAttachments(token)).toHaveLength(1);
    const calls: { operationId: string; body: unknown }[] = [];
    const toasts: string[] = [];
    const body = await uploadAttachments(
      (operationId, sent) => {
        calls.push({ operationId, body: sent });
        return Promise.resolve({ id: 'att-9' });
      },
      uiSchema,
      { description: 'x', attachments: token },
      (upload) => toasts.push(upload.success ?? ''),
    );
    expect(body).toEqual({ description: 'x', attachments: 'att-9' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.operationId).toBe('uploadBugReportAttachments');
    const file = (calls[0]?.body as { file: File }).file;
    expect(file.name).toBe('attachments.zip');
    expect(Object.keys(unzipSync(new Uint8Array(await file.arrayBuffer())))).toEqual(['log.txt']);
    expect(toasts).toEqual(['bugAttachmentUploaded']);
  });

  it('sends null and uploads nothing without files', async () => {
    let called = false;
    const body = await uploadAttachments(
      () => {
        called = true;
        return Promise.resolve({});
      },
      uiSchema,
      { description: 'x' },
      () => undefined,
    );
    expect(body).toEqual({ description: 'x', attachments: null });
    expect(called).toBe(false);
  });
});
