// Every feature of the middleware, each a Fastify plugin mounting the handlers of its operations
// (one `<name>Feature.ts` per feature folder); buildServer registers them in one loop.
import type { FeaturePlugin } from './Feature';
import { sessionFeature } from './session/sessionFeature';
import { portalInfoFeature } from './portalInfo/portalInfoFeature';
import { apiReferenceFeature } from './apiReference/apiReferenceFeature';
import { lookupsFeature } from './lookups/lookupsFeature';
import { peopleFeature } from './people/peopleFeature';
import { patientsFeature } from './patients/patientsFeature';
import { practicesFeature } from './practices/practicesFeature';
import { teamFeature } from './team/teamFeature';
import { npiFeature } from './npi/npiFeature';
import { addressFeature } from './address/addressFeature';
import { spoofFeature } from './spoof/spoofFeature';
import { remoteLogFeature } from './remoteLog/remoteLogFeature';
import { usersFeature } from './users/usersFeature';
import { searchFeature } from './search/searchFeature';
import { firmwareFeature } from './firmware/firmwareFeature';
import { appVersionsFeature } from './appVersions/appVersionsFeature';
import { userGuidesFeature } from './userGuides/userGuidesFeature';
import { devicesFeature } from './devices/devicesFeature';
import { adminRowsFeature } from './adminRows/adminRowsFeature';
import { selfPayFeature } from './selfPay/selfPayFeature';
import { licencesFeature } from './licences/licencesFeature';
import { bugReportFeature } from './bugReport/bugReportFeature';
import { reportsFeature } from './reports/reportsFeature';
import { papertrailFeature } from './papertrail/papertrailFeature';
import { surveysFeature } from './surveys/surveysFeature';
import { treatmentPlansFeature } from './treatmentPlans/treatmentPlansFeature';
import { sessionsFeature } from './sessions/sessionsFeature';
import { patientNotesFeature } from './patientNotes/patientNotesFeature';
import { rtmPromptsFeature } from './rtmPrompts/rtmPromptsFeature';
import { rtmTemplatesFeature } from './rtmTemplates/rtmTemplatesFeature';
import { promptEditorFeature } from './promptEditor/promptEditorFeature';
import { remoteLoginFeature } from './remoteLogin/remoteLoginFeature';
import { rtmRoomFeature } from './rtmRoom/rtmRoomFeature';
import { videoFeature } from './video/videoFeature';
import { videoCommandsFeature } from './videoCommands/videoCommandsFeature';
import { rtmAssignmentsFeature } from './rtmAssignments/rtmAssignmentsFeature';

/** The features whose handlers serve the operations of specs/api. */
export const features: readonly FeaturePlugin[] = [
  sessionFeature,
  portalInfoFeature,
  apiReferenceFeature,
  lookupsFeature,
  peopleFeature,
  patientsFeature,
  practicesFeature,
  teamFeature,
  npiFeature,
  addressFeature,
  spoofFeature,
  remoteLogFeature,
  usersFeature,
  searchFeature,
  firmwareFeature,
  appVersionsFeature,
  userGuidesFeature,
  devicesFeature,
  adminRowsFeature,
  selfPayFeature,
  licencesFeature,
  bugReportFeature,
  papertrailFeature,
  surveysFeature,
  treatmentPlansFeature,
  sessionsFeature,
  patientNotesFeature,
  rtmPromptsFeature,
  rtmTemplatesFeature,
  promptEditorFeature,
  remoteLoginFeature,
  rtmRoomFeature,
  videoFeature,
  videoCommandsFeature,
  rtmAssignmentsFeature,
  reportsFeature,
];
