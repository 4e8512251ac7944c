// generated from specs/ — do not edit
// Every compiled screen at once, for tests and tools; the portal loads each with its route (screens.ts).
import type { CompiledScreen } from './compiled-types';
import { screen as screen0 } from './screens/admin-config';
import { screen as screen1 } from './screens/api-reference';
import { screen as screen2 } from './screens/app-versions';
import { screen as screen3 } from './screens/call-window';
import { screen as screen4 } from './screens/device-detail';
import { screen as screen5 } from './screens/device-search';
import { screen as screen6 } from './screens/devices';
import { screen as screen7 } from './screens/e-document-links';
import { screen as screen8 } from './screens/firmware';
import { screen as screen9 } from './screens/maintenance';
import { screen as screen10 } from './screens/monitor-licences';
import { screen as screen11 } from './screens/papertrail';
import { screen as screen12 } from './screens/patient-documents';
import { screen as screen13 } from './screens/patient-information';
import { screen as screen14 } from './screens/patient-profile';
import { screen as screen15 } from './screens/patient-sessions';
import { screen as screen16 } from './screens/patients';
import { screen as screen17 } from './screens/practice';
import { screen as screen18 } from './screens/practices';
import { screen as screen19 } from './screens/prompt-editor';
import { screen as screen20 } from './screens/report-bug';
import { screen as screen21 } from './screens/reports';
import { screen as screen22 } from './screens/rom-time';
import { screen as screen23 } from './screens/rtm-dashboard';
import { screen as screen24 } from './screens/search';
import { screen as screen25 } from './screens/self-pay-options';
import { screen as screen26 } from './screens/study-groups';
import { screen as screen27 } from './screens/survey-template-versions';
import { screen as screen28 } from './screens/survey-templates';
import { screen as screen29 } from './screens/team-management';
import { screen as screen30 } from './screens/team-member-add';
import { screen as screen31 } from './screens/team-member-edit';
import { screen as screen32 } from './screens/team-own-notifications';
import { screen as screen33 } from './screens/team-own-permissions';
import { screen as screen34 } from './screens/template-assignment';
import { screen as screen35 } from './screens/treatment-plan-editor';
import { screen as screen36 } from './screens/treatment-plan-template-editor';
import { screen as screen37 } from './screens/treatment-plan-template-new';
import { screen as screen38 } from './screens/treatment-plan-templates';
import { screen as screen39 } from './screens/user-guides';
import { screen as screen40 } from './screens/user';
import { screen as screen41 } from './screens/users';

/** Every compiled screen, in file name order. */
export const screens: readonly CompiledScreen[] = [
  screen0,
  screen1,
  screen2,
  screen3,
  screen4,
  screen5,
  screen6,
  screen7,
  screen8,
  screen9,
  screen10,
  screen11,
  screen12,
  screen13,
  screen14,
  screen15,
  screen16,
  screen17,
  screen18,
  screen19,
  screen20,
  screen21,
  screen22,
  screen23,
  screen24,
  screen25,
  screen26,
  screen27,
  screen28,
  screen29,
  screen30,
  screen31,
  screen32,
  screen33,
  screen34,
  screen35,
  screen36,
  screen37,
  screen38,
  screen39,
  screen40,
  screen41,
];

/** Each compiled screen by its route. */
export const routeTable: Readonly<Record<string, CompiledScreen>> = Object.fromEntries(
  screens.map((screen) => [screen.route, screen]),
);
