import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { countUncachedCalls, uncachedCallCeiling, uncachedCallsIn } from './countUncachedCalls.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the count of calls outside the cache of npm run check', () => {
  it('counts a call of the port, of callOperation, of portalApi() or of a client outside the cache, not comments', () => {
    const source = [
      "useEffect(() => { void call('listPatients', {}).then(setRows); }, [call]);",
      "const answer = await callOperation('forgotPassword', { username });",
      "await portalApi().callOperation('logout');",
      "const notes = await callOperation(call, 'listPatientNotes', undefined, { id: 7 });",
      "await ports.call(action.operation, { ids });",
      "// call('listPatients') was here: useOperationQuery('listPatients', [{}]) reads it now",
    ].join('\n');
    expect(uncachedCallsIn(source).map((hit) => hit.line)).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not count a call inside the cache (useQuery, useMutation) or a machine actor (fromPromise)', () => {
    const source = [
      "const notes = useQuery({ queryKey: ['listPatientNotes', id], queryFn: () => call('listPatientNotes', undefined, { id }) });",
      'const save = useMutation({',
      "  mutationFn: (body: NoteBody) => typed('createPatientNote', body),",
      '});',
      'const machine = roomMachine.provide({ actors: {',
      "  createRoom: fromPromise<CreatedRoom>(() => call('createMonitorRoom')),",
      '} });',
      'interface Port { call(operationId: OperationId, body?: unknown): Promise<unknown>; }',
    ].join('\n');
    expect(uncachedCallsIn(source)).toEqual([]);
  });

  it('does not count a read an event handler makes through the cache (fetchQuery, ensureQueryData), nor the client handed to a machine (provide)', () => {
    const source = [
      'const onType = (text: string) =>',
      '  queryClient.fetchQuery({',
      "    queryKey: operationQueryKey('suggestAddresses', { input: text }),",
      "    queryFn: () => callOperation(call, 'suggestAddresses', { input: text }),",
      '  });',
      "const place = await queryClient.ensureQueryData({ queryKey: key, queryFn: () => callOperation('placeDetails', { place_id }) });",
      "const raw = await callOperation('placeDetails', { place_id });",
      'const [machine] = useState(() => sessionMachine.provide({ actors: sessionActors({ api: portalApi(), store }) }));',
    ].join('\n');
    expect(uncachedCallsIn(source).map((hit) => hit.line)).toEqual([7]);
  });

  it('keeps screens/ and runtime/ at or under the committed ceiling', () => {
    const hits = countUncachedCalls(root);
    expect(hits.length, hits.map((hit) => `${hit.file}:${String(hit.line)}`).join(', ')).toBeLessThanOrEqual(uncachedCallCeiling(root));
  });
});
