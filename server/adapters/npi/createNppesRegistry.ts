import type { NpiRegistry, NpiResult, NpiSearch, NpiSearchAnswer } from './NpiRegistry';
import { NpiRegistryError, npiNotFoundMessage, transportFailure, unavailable } from './NpiRegistryError';

/** The public NPPES API (version 2.1). */
export const nppesDefaultUrl = 'https://npiregistry.cms.hhs.gov/api/?version=2.1';

/** Options of {@link createNppesRegistry}. */
export interface NppesRegistryOptions {
  /** The API's URL with its version parameter; the fake server's URL in tests. */
  url?: string;
  /** Gives up after this long (the PHP middleware's cURL timeout was of the same order). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface NppesAddress {
  address_purpose?: string;
  address_1?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  telephone_number?: string;
}

interface NppesResult {
  number?: string | number;
  enumeration_type?: string;
  basic?: {
    first_name?: string;
    last_name?: string;
    organization_name?: string;
    credential?: string;
    sole_proprietor?: string;
  };
  addresses?: NppesAddress[];
  taxonomies?: { desc?: string; primary?: boolean }[];
}

interface NppesAnswer {
  result_count?: number;
  results?: NppesResult[];
  Errors?: { description?: string; field?: string }[];
}

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** Title case for the registry's upper-case names ("JOHN SMITH" → "John Smith"). */
function titleCase(value: string | null): string | null {
  if (value === null || value !== value.toUpperCase()) return value;
  return value.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * One NPPES result, flattened: the practice LOCATION address (else the first), its phone as ten
 * digits, the primary taxonomy as the specialty.
 */
export function fromNppesResult(result: NppesResult): NpiResult {
  const basic = result.basic ?? {};
  const addresses = result.addresses ?? [];
  const location = addresses.find((address) => address.address_purpose === 'LOCATION') ?? addresses[0] ?? {};
  const taxonomy = (result.taxonomies ?? []).find((entry) => entry.primary) ?? result.taxonomies?.[0];
  const enumeration = result.enumeration_type === 'NPI-2' ? 'NPI-2' : 'NPI-1';
  const firstName = titleCase(text(basic.first_name));
  const lastName = titleCase(text(basic.last_name));
  const organization = titleCase(text(basic.organization_name));
  const credential = text(basic.credential);
  const person = [firstName, lastName].filter(Boolean).join(' ');
  const phone = (location.telephone_number ?? '').replace(/\D/g, '').slice(-10);
  return {
    number: String(result.number ?? ''),
    enumeration_type: enumeration,
    sole_proprietor: basic.sole_proprietor === 'YES',
    name: enumeration === 'NPI-2' ? (organization ?? '') : credential ? `${person}, ${credential}` : person,
    first_name: firstName,
    last_name: lastName,
    organization_name: organization,
    credential,
    specialty: text(taxonomy?.desc),
    line_1: titleCase(text(location.address_1)),
    city: titleCase(text(location.city)),
    state: text(location.state),
    // NPPES gives ZIP+4 without a dash ("627011234"); the form keeps the 5-digit ZIP.
    zip_code: text(location.postal_code)?.slice(0, 5) ?? null,
    phone: phone.length === 10 ? phone : null,
  };
}

/**
 * The NPI registry over HTTP: the public NPPES API, or any server speaking its protocol at
 * `url`. An error status becomes an 'unavailable' failure naming the CMS site, no answer a
 * 'cURL error' failure, and a query the registry refuses 'NPI number not found'.
 *
 * @example
 * const registry = createNppesRegistry({ url: process.env.NPI_REGISTRY_URL });
 * await registry.search({ number: '1234567893', limit: 100, skip: 0 });
 */
export function createNppesRegistry(options: NppesRegistryOptions = {}): NpiRegistry {
  const base = options.url ?? nppesDefaultUrl;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  return {
    async search(query: NpiSearch): Promise<NpiSearchAnswer> {
      const url = new URL(base);
      if (!url.searchParams.has('version')) url.searchParams.set('version', '2.1');
      for (const key of ['number', 'first_name', 'last_name', 'organization_name'] as const) {
        const value = query[key];
        if (value) url.searchParams.set(key, value);
      }
      url.searchParams.set('limit', String(query.limit));
      url.searchParams.set('skip', String(query.skip));
      let response: Response;
      let answer: NppesAnswer;
      try {
        response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
      } catch (error) {
        throw transportFailure(failureCode(error));
      }
      if (!response.ok) throw unavailable(response.status);
      try {
        answer = (await response.json()) as NppesAnswer;
      } catch {
        throw transportFailure('unreadable answer');
      }
      if (Array.isArray(answer.Errors) && answer.Errors.length > 0) {
        throw new NpiRegistryError('not-found', npiNotFoundMessage);
      }
      const results = (answer.results ?? []).map(fromNppesResult);
      return { result_count: answer.result_count ?? results.length, results };
    },
  };
}

/** A short reason without the URL (so the message does not name the CMS site by accident). */
function failureCode(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
    const cause = (error as { cause?: { code?: unknown } }).cause;
    if (typeof cause?.code === 'string') return cause.code;
  }
  return 'no answer';
}
