import { describe, expect, it } from 'vitest';
import openapi from '../../src/generated/openapi.json';
import { tileStatuses } from './rtmTile';

describe('the RTM tile', () => {
  it('[rtm-tile-statuses] has the five statuses of document 2, on the portal and on the wire alike', () => {
    expect([...tileStatuses].sort()).toEqual(['ANSWERED', 'CALL_REQUIRED', 'COMPLETE', 'INTERACTION_REQUESTED', 'PENDING_INTERACTION']);
    expect(openapi.components.schemas.RtmTile.properties.status.$ref).toBe('#/components/schemas/RtmTileStatus');
    expect([...openapi.components.schemas.RtmTileStatus.enum].sort()).toEqual([...tileStatuses].sort());
  });
});
