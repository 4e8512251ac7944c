// What the middleware is built from. Everything with state or side effects is passed in, so
// tests choose the database, the clock and where e-mail goes.
import type { AddressLookup } from './adapters/address/AddressLookup';
import type { EmbeddedIdentityProvider } from './adapters/identity/createEmbeddedIdentityProvider';
import type { IdentityProvider } from './adapters/identity/IdentityProvider';
import type { Mailer } from './adapters/mail/Mailer';
import type { NpiRegistry } from './adapters/npi/NpiRegistry';
import type { Clock } from './clock/Clock';
import type { ServerConfig } from './config/ServerConfig';
import type { Database } from './db/Database';

export interface ServerDeps {
  db: Database;
  mailer: Mailer;
  config: ServerConfig;
  clock: Clock;
  /** Checks single sign-on tokens for login/okta. */
  identity: IdentityProvider;
  /** The embedded identity provider behind /dev/sso; absent when a real provider is configured. */
  embeddedIdentity: EmbeddedIdentityProvider | null;
  /** The NPI registry (NPPES when configured, else the embedded directory). */
  npiRegistry: NpiRegistry;
  /** Address autocomplete (Google Places when configured, else the embedded lookup). */
  addressLookup: AddressLookup;
}
