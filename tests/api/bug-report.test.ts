// Bug reports over the real HTTP server (document 3, sections 3, 5, 7.9 and 9): the zip of the
// attached files, then the ticket, relayed to the feedback service adapter — the embedded store
// of the demo, and the HTTP client against a local fake feedback service.
import { createServer, type Server } from 'node:http';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api';
import { cachedSignIn } from './harness/signIn';
import { startApiServer, testStart, type ApiServer } from './harness/startApiServer';

type Ticket = components['schemas']['BugReportTicket'];

let api: ApiServer;
let remote: ApiServer;
let fake: Server;
let fakeUrl = '';
let fakeFails = false;
/** What the fake feedback service received: the path and the multipart fields (files as their size). */
const received: { path: string; fields: Record<string, string> }[] = [];
const token = cachedSignIn(() => api);
const remoteToken = cachedSignIn(() => remote);

const zip = () => Buffer.from(zipSync({ 'screen.txt': new TextEncoder().encode('what I saw') }));

async function upload(server: ApiServer, bearer: string, bytes: Buffer, name = 'attachments.zip') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);
  const response = await server.fetch('/api/bug_report/attachment', { method: 'POST', headers: { authorization: `Bearer ${bearer}` }, body: form });
  return { status: response.status, body: (await response.json()) as { data: { id: string }; message?: string } };
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Request('http://fake', { method: 'POST', headers: request.headers as HeadersInit, body: Buffer.concat(chunks) }).formData();
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : `file:${String(value.size)}`;
      received.push({ path: request.url ?? '', fields });
      response.setHeader('content-type', 'application/json');
      if (fakeFails) {
        response.statusCode = 503;
        response.end('{}');
      } else if (request.url === '/feedback/Attachment') response.end(JSON.stringify({ id: 'att-77' }));
      else response.end(JSON.stringify({ responseCode: 200, ticketId: 'T-1' }));
    })();
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const address = fake.address();
  fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? String(address.port) : '0'}/feedback`;
  api = await startApiServer({ patients: 0 });
  remote = await startApiServer({ patients: 0, config: { feedbackServiceUrl: fakeUrl } });
}, 180_000);
afterAll(async () => {
  await api.close();
  await remote.close();
  await new Promise((resolve) => fake.close(resolve));
});

describe('bug reports', () => {
  it('[bug-report-attachments] [bug-report-fields] [bug-report-fixed-strings] [bug-report-success] stores the zip and then the ticket in the embedded feedback service', async () => {
    const bearer = await token('staff');
    const attachment = await upload(api, bearer, zip());
    expect(attachment.status).toBe(200);
    const [stored] = await api.db.query<{ file_name: string; size_bytes: number }>('select file_name, size_bytes from feedback_attachments where id = $1', [Number(attachment.body.data.id)]);
    expect(stored?.file_name).toBe('attachments.zip');
    const { status, body } = await api.call<{ data: { responseCode: number } }>(
      'createReportBug',
      { description: 'The list does not load\nafter sign-in', issue_type: 'issue', line_of_business: 'Ortho', attachments: attachment.body.data.id },
      bearer,
    );
    expect(status).toBe(200);
    expect(body.data.responseCode).toBe(200);
    const tickets = await api.call<{ data: Ticket[] }>('listBugReports', undefined, await token('superadmin'));
    const [staff] = await api.db.query<{ id: number }>("select id from users where username = 'staff'");
    expect(tickets.body.data[0]).toEqual({
      attachments: [attachment.body.data.id],
      categories: ['Clinician Portal'],
      components: ['issue'],
      lineOfBusiness: 'Ortho',
      userId: staff?.id,
      submittedAtUtc: testStart.toISOString(),
      submittedBy: 'staff',
      ticketDetail: 'The list does not load\nafter sign-in',
      ticketSummary: 'The list does not load',
      ticketSource: 'Clinician Portal',
      ticketType: 'Non-Customer Service Issue',
    });
  });

  it('[bug-report-required] [bug-report-issue-types] [bug-report-lines-of-business] requires a description, an issue type and a line of business of the spec', async () => {
    const bearer = await token('staff');
    const missing = await api.call<{ validation_errors: Record<string, string[]> }>('createReportBug', {}, bearer);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.validation_errors).sort()).toEqual(['description', 'issue_type', 'line_of_business']);
    for (const issue of ['feedback', 'demand', 'issue', 'idea']) {
      for (const line of ['cardiac', 'Ortho']) {
        expect((await api.call('createReportBug', { description: 'x', issue_type: issue, line_of_business: line }, bearer)).status).toBe(200);
      }
    }
    expect((await api.call('createReportBug', { description: 'x', issue_type: 'bug', line_of_business: 'Ortho' }, bearer)).status).toBe(422);
    expect((await api.call('createReportBug', { description: 'x', issue_type: 'idea', line_of_business: 'ortho' }, bearer)).status).toBe(422);
    expect((await api.call('createReportBug', { description: '   ', issue_type: 'idea', line_of_business: 'Ortho' }, bearer)).status).toBe(422);
  });

  it('[bug-report-attachments] refuses an attachment that is not a zip', async () => {
    const { status } = await upload(api, await token('staff'), Buffer.from('plain text'));
    expect(status).toBe(422);
  });

  it('[bug-report-feedback-service] relays the zip and the ticket to the configured feedback service', async () => {
    const bearer = await remoteToken('pmm');
    const attachment = await upload(remote, bearer, zip());
    expect(attachment.body.data.id).toBe('att-77');
    const answer = await remote.call<{ data: { responseCode: number; ticketId: string } }>(
      'createReportBug',
      { description: 'Cardiac chart is empty', issue_type: 'feedback', line_of_business: 'cardiac', attachments: 'att-77' },
      bearer,
    );
    expect(answer.body.data).toEqual({ responseCode: 200, ticketId: 'T-1' });
    expect(received.map((call) => call.path)).toEqual(['/feedback/Attachment', '/feedback/Ticket']);
    expect(received[0]?.fields.file).toMatch(/^file:\d+$/);
    expect(received[1]?.fields).toMatchObject({
      ticketType: 'Non-Customer Service Issue',
      categories: '["Clinician Portal"]',
      components: '["feedback"]',
      lineOfBusiness: 'cardiac',
      submittedBy: 'pmm',
      attachments: '["att-77"]',
    });
  });

  it('[bug-report-failures-logged] answers 502 with a plain message when the feedback service fails', async () => {
    fakeFails = true;
    try {
      const { status, body } = await remote.call<{ message: string }>('createReportBug', { description: 'x', issue_type: 'idea', line_of_business: 'Ortho' }, await remoteToken('pmm'));
      expect(status).toBe(502);
      expect(body.message).toBe('The feedback service is unavailable. Please try again later.');
    } finally {
      fakeFails = false;
    }
  });

  it('keeps the stored tickets to the super admin and the report to signed-in users', async () => {
    expect((await api.call('listBugReports', undefined, await token('staff'))).status).toBe(403);
    expect((await api.call('createReportBug', { description: 'x', issue_type: 'idea', line_of_business: 'Ortho' })).status).toBe(401);
  });
});
