// A local HTTP server speaking the NPPES API's protocol, for tests of the real registry client:
// it answers from a fixed list of NPPES-shaped results, or fails on demand.
import { createServer, type Server } from 'node:http';

/** How the fake answers the next calls. */
export type FakeNppesMode = 'ok' | 'http-503' | 'errors' | 'hang';

export interface FakeNppesServer {
  /** The URL to configure as NPI_REGISTRY_URL. */
  url: string;
  /** The query strings received, newest last. */
  requests: URLSearchParams[];
  mode: FakeNppesMode;
  close(): Promise<void>;
}

/** NPPES-shaped results (upper-case names, ZIP+4, LOCATION and MAILING addresses). */
export const nppesResults = [
  {
    number: 1234567893,
    enumeration_type: 'NPI-1',
    basic: { first_name: 'JOHN', last_name: 'SMITH', credential: 'MD', sole_proprietor: 'YES' },
    addresses: [
      { address_purpose: 'MAILING', address_1: 'PO BOX 1', city: 'SPRINGFIELD', state: 'IL', postal_code: '627010001', telephone_number: '217-555-0000' },
      { address_purpose: 'LOCATION', address_1: '410 MAIN ST', city: 'SPRINGFIELD', state: 'IL', postal_code: '627011234', telephone_number: '217-555-0121' },
    ],
    taxonomies: [{ desc: 'Orthopaedic Surgery', primary: true }],
  },
  {
    number: 1245319599,
    enumeration_type: 'NPI-2',
    basic: { organization_name: 'CAPITAL CITY ORTHOPEDIC ASSOCIATES' },
    addresses: [{ address_purpose: 'LOCATION', address_1: '1010 MAIN ST', city: 'SPRINGFIELD', state: 'IL', postal_code: '62702', telephone_number: '217-555-0188' }],
    taxonomies: [{ desc: 'Orthopaedic Surgery', primary: true }],
  },
];

/**
 * Starts the fake on a free local port.
 *
 * @example
 * const fake = await startFakeNppesServer();
 * const registry = createNppesRegistry({ url: fake.url });
 */
export async function startFakeNppesServer(): Promise<FakeNppesServer> {
  const state = { mode: 'ok' as FakeNppesMode, requests: [] as URLSearchParams[] };
  const server: Server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://fake').searchParams;
    state.requests.push(query);
    if (state.mode === 'hang') return; // never answers: the client's timeout must end the call
    if (state.mode === 'http-503') {
      response.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    if (state.mode === 'errors') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ Errors: [{ description: 'Field number must be 10 digits', field: 'number', number: '04' }] }));
      return;
    }
    const number = query.get('number');
    const organization = query.get('organization_name')?.toLowerCase();
    const last = query.get('last_name')?.toLowerCase();
    const results = nppesResults.filter((result) => {
      if (number) return String(result.number) === number;
      if (organization) return (result.basic.organization_name ?? '').toLowerCase().includes(organization);
      if (last) return (result.basic.last_name ?? '').toLowerCase().startsWith(last);
      return false;
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ result_count: results.length, results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/api/?version=2.1`,
    get requests() {
      return state.requests;
    },
    get mode() {
      return state.mode;
    },
    set mode(mode: FakeNppesMode) {
      state.mode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
