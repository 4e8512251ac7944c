// Commands to the patient's app during a call (specs/api/video-commands.yaml): the call screen's
// device settings and the Patient App tab's screen_click, through the caller's own open room.
import { featurePlugin } from '../Feature';
import { createVideoCommandHandlers } from './createVideoCommandHandlers';

export const videoCommandsFeature = featurePlugin('videoCommands', ({ db, live }) => createVideoCommandHandlers(db, live));
