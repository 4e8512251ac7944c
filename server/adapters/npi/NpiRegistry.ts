// The NPI registry as the middleware sees it: one search, by NPI number, by a person's first and
// last name, or by an organisation's name. Two implementations: the public NPPES API
// (createNppesRegistry, when NPI_REGISTRY_URL is configured) and an embedded directory for the
// demo and tests (createEmbeddedNpiRegistry).

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

/** One provider of the registry, flattened to what a form can be filled from. */
export interface NpiResult {
  /** The 10-digit NPI. */
  number: string;
  /** NPI-1 for an individual, NPI-2 for an organisation. */
  enumeration_type: 'NPI-1' | 'NPI-2';
  /** An individual who practises on their own (NPPES `sole_proprietor` YES). */
  sole_proprietor: boolean;
  /** The display name: "First Last, CRED" for a person, the organisation's name otherwise. */
  name: string;
  first_name: string | null;
  last_name: string | null;
  organization_name: string | null;
  credential: string | null;
  /** The primary taxonomy's description, e.g. "Orthopaedic Surgery". */
  specialty: string | null;
  /** The practice location. */
  line_1: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  /** Ten digits, or null. */
  phone: string | null;
}

export interface NpiSearchAnswer {
  result_count: number;
  results: NpiResult[];
}

export interface NpiRegistry {
  /** Searches the registry; rejects with an {@link NpiRegistryError} when the registry fails. */
  search(query: NpiSearch): Promise<NpiSearchAnswer>;
}
