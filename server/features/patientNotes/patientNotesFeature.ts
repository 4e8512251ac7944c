// Patient notes and their cosign (document 2): writing, e-mailing, locking and cosigning notes.
import { featurePlugin } from '../Feature';
import { createCosignHandlers } from './createCosignHandlers';
import { createPatientNoteHandlers } from './createPatientNoteHandlers';

export const patientNotesFeature = featurePlugin('patientNotes', ({ db, mailer, clock }) => ({
  ...createPatientNoteHandlers(db, mailer, clock),
  ...createCosignHandlers(db, clock),
}));
