// generated from specs/ — do not edit
// The compiled screen of specs/screens/app-versions.screen.yaml.
import type { CompiledCardsScreen } from '../compiled-types';

export const screen: CompiledCardsScreen = {
  route: '/admin/appVersions',
  title: 'Manage App Versions',
  access: { roles: ['superAdmin'] },
  kind: 'cards',
  menu: { label: 'App Versions', group: 'Admin', order: 126 },
  cards: {
    source: { operation: 'queryPatientAppTypes' },
    title: '{name}',
    columns: 2,
    edit: {
      form: 'appVersions',
      load: {
        operation: 'getPatientAppVersions',
        params: { id: 'id' },
        map: {
          minAppVersion: 'minimum_required_version',
          latestVersion: 'latest_version',
          appCheckFrequency: 'app_version_check_time',
          sessionAllowedCheckFrequency: 'session_allowed_check_time',
          noSessionAllowed: 'no_session_allowed_flag',
          noSessionAllowedMessage: 'no_session_allowed_message',
        },
        fallback: {
          minAppVersion: '0',
          latestVersion: '0',
          appCheckFrequency: 0,
          sessionAllowedCheckFrequency: 0,
          noSessionAllowed: false,
          noSessionAllowedMessage: '',
        },
        fallbackWarning: 'No app version settings for patient app type {id}: showing zeros',
        fallbackNotice:
          'No version settings have been saved for this app yet, so every value shows 0. Enter the versions and check times, then Save.',
      },
      operation: 'savePatientAppVersions',
      values: { patientAppType: 'id' },
      success: 'App versions saved',
    },
  },
};
