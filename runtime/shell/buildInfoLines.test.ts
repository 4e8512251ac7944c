import { describe, expect, it } from 'vitest';
import { roleIdByName } from '../../src/generated/access';
import { buildInfoLines } from './buildInfoLines';

const build = { versionLabel: '1-release-3.33.00-1', middlewareVersion: '3.33.0-demo', mfgApi: 'pglite://.data' };

describe('buildInfoLines', () => {
  it('[footer-build-info] shows the build and database to the super admin', () => {
    expect(buildInfoLines({ roleId: roleIdByName.superAdmin, ...build })).toEqual([
      'Portal 1-release-3.33.00-1',
      'Middleware 3.33.0-demo',
      'Database pglite://.data',
    ]);
  });

  it('[footer-build-info] shows nothing to any other role, super users included', () => {
    for (const roleId of [roleIdByName.csManager, roleIdByName.surgeon, undefined]) {
      expect(buildInfoLines({ roleId, ...build })).toEqual([]);
    }
  });

  it('leaves out what the login response did not report', () => {
    expect(buildInfoLines({ roleId: roleIdByName.superAdmin, ...build, mfgApi: undefined })).toEqual([
      'Portal 1-release-3.33.00-1',
      'Middleware 3.33.0-demo',
    ]);
  });
});
