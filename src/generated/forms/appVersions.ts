// generated from specs/ — do not edit
export type MinimumRequiredVersion = string;
export type LatestVersion = string;
export type AppVersionCheckTime = number;
export type SessionAllowedCheckTime = number;
export type NoSessionAllowed = boolean;
export type NoSessionAllowedMessage = string | null;

export interface AppVersionsFormData {
  minAppVersion: MinimumRequiredVersion;
  latestVersion: LatestVersion;
  appCheckFrequency: AppVersionCheckTime;
  sessionAllowedCheckFrequency: SessionAllowedCheckTime;
  noSessionAllowed?: NoSessionAllowed;
  noSessionAllowedMessage?: NoSessionAllowedMessage;
}
