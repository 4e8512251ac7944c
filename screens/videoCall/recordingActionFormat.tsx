import { emptyCell, toFiniteNumber, type CellFormat } from '../../runtime/formats/cellDisplay';
import type { RecordingStatus } from '../../machines/videoCall/recordingMachine';
import { RecordingAction } from './RecordingAction';
import { callOperation } from '../../runtime/api/callOperation';

const recordingStatus = (value: unknown): RecordingStatus => (value === 'enqueued' || value === 'completed' ? value : null);

/**
 * The `recordingAction` cell of a video room's row (the profile's ROMTime Audio list,
 * [recordings-list]): the room's recording action (Request Recording, Requested, Download
 * Recording) from its `audio_composition_status`, for the room of the row's `id`.
 *
 * @example
 * recordingActionFormat('completed', { id: 4 }); // { kind: 'element', element: <RecordingAction roomId={4} status="completed" ... /> }
 */
export const recordingActionFormat: CellFormat = (value, row) => {
  const roomId = toFiniteNumber(row.id);
  if (roomId === null) return emptyCell;
  return { kind: 'element', element: <RecordingAction roomId={roomId} status={recordingStatus(value)} call={callOperation} /> };
};
