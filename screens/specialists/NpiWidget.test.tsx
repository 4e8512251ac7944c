// @vitest-environment jsdom
// The NPI lookup and the address autocomplete inside the real practice form screen, with the
// middleware faked at the edge (the calls the widgets make).
import { MantineProvider } from '@mantine/core';
import { appRegistry } from '../../src/appRegistry';
import { RuntimeRegistryProvider } from '../../runtime/registry/RuntimeRegistryContext';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forms } from '../../src/generated/forms';
import { screens } from '../../src/generated/allScreens';
import type { CompiledForm } from '../../src/generated/compiled-types';
import type { CompiledFormScreen } from '../../src/generated/compiled-types';
import { ApiError } from '../../runtime/api/ApiError';
import { createFormErrorStore } from '../../runtime/errors/formErrorStore';
import { SessionContext } from '../../runtime/session/SessionContext';
import { sessionViewFixture } from '../../runtime/session/sessionViewFixture';
import { ToastHost } from '../../runtime/toasts/ToastHost';
import { FormScreen } from '../../runtime/form/FormScreen';

const spec = screens.find((candidate) => candidate.kind === 'form' && candidate.form === 'practice') as CompiledFormScreen;

const results = [
  { number: '1648201935', enumeration_type: 'NPI-1', sole_proprietor: true, name: 'Daniel Whitaker, MD', first_name: 'Daniel', last_name: 'Whitaker', organization_name: null, credential: 'MD', specialty: 'Orthopaedic Surgery', line_1: '2200 W Harrison St', city: 'Chicago', state: 'IL', zip_code: '60612', phone: '3125550187' },
  { number: '1729305841', enumeration_type: 'NPI-1', sole_proprietor: false, name: 'Helen Okafor, MD', first_name: 'Helen', last_name: 'Okafor', organization_name: null, credential: 'MD', specialty: 'Orthopaedic Surgery', line_1: '1200 Lakeshore Dr', city: 'Chicago', state: 'IL', zip_code: '60611', phone: '3125550142' },
  { number: '1203948576', enumeration_type: 'NPI-2', sole_proprietor: false, name: 'Summit Medical Supply LLC', first_name: null, last_name: null, organization_name: 'Summit Medical Supply LLC', credential: null, specialty: 'Durable Medical Equipment & Medical Supplies', line_1: '880 Summit Ave', city: 'Milwaukee', state: 'WI', zip_code: '53202', phone: '4145550119' },
];

type Answer = (body: unknown) => Promise<unknown>;

function fakeMiddleware(answers: Partial<Record<string, Answer>> = {}) {
  return vi.fn((operation: string, body?: unknown): Promise<unknown> => {
    const answer = answers[operation];
    if (answer) return answer(body);
    if (operation === 'queryPracticeTypes') return Promise.resolve([{ id: 3, name: 'Surgeon' }]);
    if (operation === 'searchNpi') return Promise.resolve({ result_count: results.length, results });
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

const superAdmin = sessionViewFixture({ phase: 'signedIn', user: { id: 1, username: 'superadmin', role_id: 1, permissions: ['editPractice'] } });

// The NPI widget loads lazily (LazyNpiWidget): the form is ready once its NPI input is drawn.
async function renderForm(call: ReturnType<typeof fakeMiddleware>, form?: CompiledForm) {
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <ToastHost />
        <SessionContext.Provider value={superAdmin}>
          <MemoryRouter initialEntries={['/practice/new']}>
            <FormScreen spec={spec} call={call} store={createFormErrorStore()} {...(form ? { form } : {})} />
          </MemoryRouter>
        </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  await screen.findByLabelText('NPI', { selector: 'input' });
}

const input = (label: RegExp | string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } });
const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search NPI' }));
const npiBodies = (call: ReturnType<typeof fakeMiddleware>) => call.mock.calls.filter(([operation]) => operation === 'searchNpi').map(([, body]) => body);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('NPI lookup widget (practice form)', () => {
  it('[npi-digits-only] keeps digits only, at most 10', async () => {
    await renderForm(fakeMiddleware());
    type('NPI', '12a-34');
    expect(input('NPI').value).toBe('1234');
    expect(input('NPI').maxLength).toBe(10);
  });

  it('[npi-fields-exclusive] a number closes the name and organisation inputs, an organisation closes the others', async () => {
    await renderForm(fakeMiddleware());
    type('NPI', '123');
    expect(input('NPI First Name').disabled).toBe(true);
    expect(input('NPI Last Name').disabled).toBe(true);
    expect(input('NPI Organization Name').disabled).toBe(true);
    type('NPI', '');
    type('NPI Organization Name', 'Summit');
    expect(input('NPI').disabled).toBe(true);
    expect(input('NPI First Name').disabled).toBe(true);
    type('NPI Organization Name', '');
    type('NPI First Name', 'John');
    expect(input('NPI').disabled).toBe(true);
    expect(input('NPI Organization Name').disabled).toBe(true);
  });

  it('[npi-name-search-both] a first name alone says NPI search requires first and last name and calls nothing', async () => {
    const call = fakeMiddleware();
    await renderForm(call);
    type('NPI First Name', 'John');
    search();
    expect(screen.getByRole('alert').textContent).toBe('NPI search requires first and last name');
    expect(npiBodies(call)).toEqual([]);
  });

  it('[npi-search-params] [practice-npi-result-filter] searches an organisation, offers sole proprietors and organisations, and fills the practice from the chosen one', async () => {
    const call = fakeMiddleware();
    await renderForm(call);
    type('NPI Organization Name', 'Summit');
    search();
    expect(await screen.findByRole('button', { name: 'Use Summit Medical Supply LLC' })).toBeTruthy();
    expect(npiBodies(call)).toEqual([{ type: 'npi', params: { limit: 100, skip: 0, organization_name: 'Summit' } }]);
    // The employed surgeon (NPI-1, not a sole proprietor) is not a practice.
    expect(screen.queryByText('Helen Okafor, MD')).toBeNull();
    expect(screen.getByText('Daniel Whitaker, MD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use Summit Medical Supply LLC' }));
    await waitFor(() => expect(input('NPI').value).toBe('1203948576'));
    expect(input(/^Practice Name/).value).toBe('Summit Medical Supply LLC');
    expect(input(/^Specialty/).value).toBe('Durable Medical Equipment & Medical Supplies');
    expect(input(/^Address/).value).toBe('880 Summit Ave');
    expect(input(/^City/).value).toBe('Milwaukee');
    expect(input(/^Zip/).value).toBe('53202');
    expect(input(/^Office Phone/).value).toBe('(414) 555-0119');
    expect(screen.queryByRole('region', { name: 'NPI results' })).toBeNull();
  });

  it("[practice-npi-empty] nothing found for a practice says Please enter the organization's NPI information", async () => {
    await renderForm(fakeMiddleware({ searchNpi: () => Promise.resolve({ result_count: 0, results: [] }) }));
    type('NPI', '1000000000');
    search();
    expect((await screen.findByRole('alert')).textContent).toBe("Please enter the organization's NPI information");
  });

  it('[npi-empty-other] [npi-person-results] another lookup keeps individuals and says {label} not found in the {product} database', async () => {
    const practiceForm = forms.practice;
    if (practiceForm === undefined) throw new Error('the practice form is compiled');
    const surgeonForm: CompiledForm = {
      ...practiceForm,
      uiSchema: { ...practiceForm.uiSchema, npi: { 'ui:widget': 'npi', 'ui:options': { purpose: 'person', label: 'Surgeon NPI' } } },
    };
    const organisationsOnly = { result_count: 1, results: [results[2]] };
    await renderForm(fakeMiddleware({ searchNpi: () => Promise.resolve(organisationsOnly) }), surgeonForm);
    type('NPI First Name', 'Summit');
    type('NPI Last Name', 'Supply');
    search();
    expect((await screen.findByRole('alert')).textContent).toBe('Surgeon NPI not found in the NPPES database.');
  });

  it('[npi-failure-logged] a failed search is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new ApiError(502, { message: 'cURL error 7: the NPI registry could not be reached' }, 'cURL error 7');
    await renderForm(fakeMiddleware({ searchNpi: () => Promise.reject(failure) }));
    type('NPI', '1234567893');
    search();
    await waitFor(() => expect(logged).toHaveBeenCalledWith(failure));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Third-party server failed. Please try again.')).toBeNull();
  });
});

describe('address autocomplete widget (practice form)', () => {
  it('[address-autocomplete] suggests while typing and fills line 1, city, state and zip from google/place_details', async () => {
    const call = fakeMiddleware({
      suggestAddresses: () => Promise.resolve([{ place_id: 'embedded:123|Main%20Street|62701', description: '123 Main Street, Springfield, IL 62701' }]),
      placeDetails: () => Promise.resolve({ line_1: '123 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' }),
    });
    await renderForm(call);
    type(/^Address/, '123 Main');
    const option = await screen.findByRole('option', { name: '123 Main Street, Springfield, IL 62701', hidden: true }, { timeout: 5000 });
    expect(call).toHaveBeenCalledWith('suggestAddresses', { input: '123 Main', limit: 5 });
    fireEvent.click(option);
    await waitFor(() => expect(input(/^City/).value).toBe('Springfield'), { timeout: 5000 });
    expect(call).toHaveBeenCalledWith('placeDetails', { place_id: 'embedded:123|Main%20Street|62701' });
    expect(input(/^Address/).value).toBe('123 Main Street');
    expect(input(/^Zip/).value).toBe('62701');
    // The state select shows the state's name once its lookup has answered.
    await waitFor(() => expect(input(/^State/).value).toBe('Illinois'), { timeout: 5000 });
  });
});
