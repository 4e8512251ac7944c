// The NPI registry as the middleware sees it: one search, by NPI number, by a person's first and
// last name, or by an organisation's name. Two implementations: the public NPPES API
// (createNppesRegistry, when NPI_REGISTRY_URL is configured) and an embedded directory for the
// demo and tests (createEmbeddedNpiRegistry).
import type { components } from '../../../src/generated/api';

/** What to look for; exactly one of the three kinds is given. */
export interface NpiSearch {
  number?: string;
  first_name?: string;
  last_name?: string;
  organization_name?: string;
  /** At most this many results (the portal asks for 100). */
  limit: number;
  /** Results to skip before the first one returned. */
  skip: number;
}

/**
 * One provider of the registry, flattened to what a form can be filled from, as the NPI search
 * answers it (specs/api, NpiResult): `sole_proprietor` is NPPES `sole_proprietor` YES, `specialty`
 * the primary taxonomy's description (e.g. "Orthopaedic Surgery"), the address the practice location.
 */
export type NpiResult = components['schemas']['NpiResult'];

export type NpiSearchAnswer = components['schemas']['NpiSearchAnswer'];

export interface NpiRegistry {
  /** Searches the registry; rejects with an {@link NpiRegistryError} when the registry fails. */
  search(query: NpiSearch): Promise<NpiSearchAnswer>;
}
