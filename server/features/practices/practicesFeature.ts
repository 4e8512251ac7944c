import { featurePlugin } from '../Feature';
import { listPracticesHandlers } from './listPracticesHandlers';
import { createPracticeHandlers } from './createPracticeHandlers';
import { editPracticeHandlers } from './editPracticeHandlers';

/** The practices feature: the practice list, creation, and loading, editing and archiving one. */
export const practicesFeature = featurePlugin('practices', (deps) => ({
  ...listPracticesHandlers(deps.db),
  ...createPracticeHandlers(deps.db),
  ...editPracticeHandlers(deps.db),
}));
