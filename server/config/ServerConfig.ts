// Settings the server reads from the environment once at start; tests build them directly.

export interface ServerConfig {
  /** Reported as middleware_version in the login response. */
  version: string;
  /** Reported as mfg_api in the login response: where the manufacturing API lives. */
  mfgApi: string;
  /** The portal's public origin, used in e-mailed links, e.g. `http://localhost:8080`. */
  publicUrl: string;
  /** Secret that signs the embedded identity provider's single sign-on tokens. */
  ssoSecret: string;
  /** The NPPES API (NPI_REGISTRY_URL); without it the embedded NPI directory answers. */
  npiRegistryUrl?: string;
  /** Google Places (GOOGLE_PLACES_API_KEY); without it the embedded address lookup answers. */
  googlePlacesApiKey?: string;
  /** Google Places' base URL (GOOGLE_PLACES_URL), for a proxy or a test server. */
  googlePlacesUrl?: string;
  // devices: the tablets' device-management service
  /** The device-management service (TABLET_MANAGEMENT_URL); without it the embedded tablet fleet simulator answers. */
  tabletManagementUrl?: string;
  /** Its bearer token (TABLET_MANAGEMENT_TOKEN). */
  tabletManagementToken?: string;
  // self-pay, licences, bug reports (document 3)
  /** The feedback service of bug reports (FEEDBACK_SERVICE_URL); without it the embedded store keeps them. */
  feedbackServiceUrl?: string;
  /** Who saves and deletes licences (LICENCE_EDITORS): `manager` (default: super admin and monitoring manager) or `superAdmin`. */
  licenceEditors?: 'manager' | 'superAdmin';
}
