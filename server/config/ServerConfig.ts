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
}
