import { describe, expect, it } from 'vitest';
import { exportList, type ListExport } from './exportFile';

const spec: ListExport = { label: 'Export CSV', operation: 'exportActiveAssignations', access: { signedIn: true }, filename: 'rtm_template_assignments.csv' };

describe('list export', () => {
  it('[assignment-export] downloads the operation’s file under the spec’s name, without a body', async () => {
    const downloads: unknown[][] = [];
    const saved = await exportList(spec, { limit: 20, page: 2, search: { search: '100' } }, {
      download: (...args) => {
        downloads.push(args);
        return Promise.resolve('x.csv');
      },
      failed: () => undefined,
    });
    expect(saved).toBe(true);
    expect(downloads).toEqual([['exportActiveAssignations', undefined, 'rtm_template_assignments.csv']]);
  });

  it('sends the list’s current filters without paging when asked to', async () => {
    const downloads: unknown[][] = [];
    await exportList({ ...spec, filters: true }, { limit: 20, page: 2, search: { search: '100' } }, {
      download: (...args) => {
        downloads.push(args);
        return Promise.resolve('x.csv');
      },
      failed: () => undefined,
    });
    expect(downloads[0]?.[1]).toEqual({ search: { search: '100' } });
  });

  it('shows its failure text when the download fails', async () => {
    const failed: string[] = [];
    const saved = await exportList({ ...spec, failed: 'Export failed: Could not export RTM template assignments' }, { limit: 20, page: 1 }, {
      download: () => Promise.reject(new Error('500')),
      failed: (text) => failed.push(text),
    });
    expect(saved).toBe(false);
    expect(failed).toEqual(['Export failed: Could not export RTM template assignments']);
  });
});
