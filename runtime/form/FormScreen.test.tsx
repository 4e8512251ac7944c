// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { appRegistry } from '../../src/appRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screens } from '../../src/generated/allScreens';
import type { CompiledForm, CompiledFormScreen } from '../../src/generated/compiled-types';
import { ApiError } from '../api/ApiError';
import { createFormErrorStore } from '../errors/formErrorStore';
import { SessionContext } from '../session/SessionContext';
import { sessionViewFixture } from '../session/sessionViewFixture';
import { ToastHost } from '../toasts/ToastHost';
import { FormScreen, type FormScreenProps } from './FormScreen';

const spec = screens.find((screen) => screen.route === '/practice/{practiceID}') as CompiledFormScreen;

const practiceTypes = [
  { id: 0, name: 'Standard' },
  { id: 1, name: 'Special' },
  { id: 2, name: 'Other' },
];

/** The middleware at the edge: the practice type lookup and createPractice answering `answer`. */
function fakeMiddleware(answer: () => Promise<unknown> = () => Promise.resolve({ id: 41, name: 'Lakeside Clinic' })) {
  return vi.fn((operation: string, _body?: unknown, _params?: unknown): Promise<unknown> => {
    if (operation === 'queryPracticeTypes') return Promise.resolve(practiceTypes);
    if (operation === 'createPractice' || operation === 'updatePractice') return answer();
    if (operation === 'getPractice') return Promise.resolve(storedPractice);
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

/** The practice GET practice/7 answers: two addresses recorded, the last is the current one. */
const storedPractice = {
  id: 7,
  name: 'Riverside Physical Therapy',
  npi: '1649203857',
  specialty: null,
  practice_type: { id: 2, name: 'Other' },
  address: [
    { id: 10, line_1: 'Old Road 1', city: 'Oldtown', state: 'WI', zip_code: '53000' },
    { id: 11, line_1: '200 River Road', city: 'Evanston', state: 'IL', zip_code: '60201' },
  ],
  phone_number: [{ id: 30, name: 'Office Phone', number: '8475550142' }],
  template_url: 'https://templates.example/riverside',
  is_default: false,
};

const superAdmin = sessionViewFixture({
  phase: 'signedIn',
  user: { id: 1, username: 'superadmin', role_id: 1, permissions: ['editPractice'] },
});
const salesUser = sessionViewFixture({ phase: 'signedIn', user: { id: 3, username: 'sales', role_id: 3, permissions: [] } });

function renderForm(call: ReturnType<typeof fakeMiddleware>, session = superAdmin, store = createFormErrorStore(), url = '/practice/new', screenSpec: FormScreenProps['spec'] = spec) {
  render(
    <MantineProvider>
      <RuntimeRegistryProvider value={appRegistry}>
        <ToastHost />
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/practices', url]} initialIndex={1}>
            <Routes>
              <Route path="/practice/:practiceID" element={<FormScreen spec={screenSpec} call={call} store={store} />} />
              <Route path="/practices" element={<h1>Practice list</h1>} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </RuntimeRegistryProvider>
    </MantineProvider>,
  );
  return store;
}

const field = (label: RegExp | string) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: RegExp | string) => {
  const id = field(label).getAttribute('aria-describedby')?.split(' ').find((part) => part.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function choose(label: RegExp, option: string) {
  fireEvent.click(field(label));
  // Mantine keeps the dropdown in its opening transition in jsdom, where nothing is laid out.
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillValidPractice() {
  await choose(/^Practice Type/, 'Special');
  type(/^Practice Name/, 'Lakeside Clinic');
  type(/^Address/, '1 Main Street');
  type(/^City/, 'Springfield');
  await choose(/^State/, 'Illinois');
  type(/^Zip/, '62701');
  type(/^Office Phone/, '555-123-4567');
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

afterEach(() => {
  act(() => notifications.clean());
});

describe('FormScreen (the practice form at /practice/new)', () => {
  it('[practice-form-title] [required-marker] shows the title and marks required labels "(Required)"', async () => {
    renderForm(fakeMiddleware());
    // the NPI lookup is fetched when first drawn
    await screen.findByLabelText('NPI', { selector: 'input' });
    expect(screen.getByRole('heading', { name: 'Create New Practice' })).toBeTruthy();
    for (const label of ['Practice Type (Required)', 'Practice Name (Required)', 'Address (Required)', 'City (Required)', 'State (Required)', 'Zip (Required)', 'Office Phone (Required)']) {
      expect(field(label)).toBeTruthy();
    }
    expect(field('NPI')).toBeTruthy();
    expect(field('Specialty')).toBeTruthy();
  });

  it('[required-marker] [practice-required-fields] shows "Required" under every empty required field and calls nothing', async () => {
    const call = fakeMiddleware();
    renderForm(call);
    await screen.findByLabelText('NPI', { selector: 'input' });
    save();
    await waitFor(() => expect(errorOf(/^Practice Name/)).toBe('Required'));
    for (const label of [/^Practice Type/, /^Address/, /^City/, /^State/, /^Zip/, /^Office Phone/]) expect(errorOf(label)).toBe('Required');
    expect(errorOf('NPI')).toBeUndefined();
    expect(call.mock.calls.filter(([operation]) => operation === 'createPractice')).toEqual([]);
  });

  it('[practice-zip-numeric] shows "Only numbers allowed." for a zip with letters', async () => {
    renderForm(fakeMiddleware());
    type(/^Zip/, '62A01');
    save();
    await waitFor(() => expect(errorOf(/^Zip/)).toBe('Only numbers allowed.'));
  });

  it('[practice-types-list] offers the practice types of the lookup (Standard 0, Special 1, Other 2)', async () => {
    const call = fakeMiddleware();
    renderForm(call);
    fireEvent.click(field(/^Practice Type/));
    const optionsOf = () => {
      const listbox = document.getElementById(field(/^Practice Type/).getAttribute('aria-controls') ?? '');
      return listbox ? within(listbox).queryAllByRole('option', { hidden: true }).map((option) => option.textContent) : [];
    };
    await waitFor(() => expect(optionsOf()).toEqual(['Standard', 'Special', 'Other']));
    await choose(/^Practice Type/, 'Standard');
    expect((field(/^Practice Type/) as HTMLInputElement).value).toBe('Standard');
  });

  it('[phone-entry] [practice-npi-null] [practice-create-call] groups the phone, keeps NPI digits only, sends null for an empty NPI, then toasts and opens the list', async () => {
    const call = fakeMiddleware();
    renderForm(call);
    await fillValidPractice();
    expect((field(/^Office Phone/) as HTMLInputElement).value).toBe('(555) 123-4567');
    type('NPI', '12a34');
    expect((field('NPI') as HTMLInputElement).value).toBe('1234');
    type('NPI', '');
    save();
    // The practice form carries the NPI lookup and the address autocomplete; it takes a moment in jsdom.
    await screen.findByRole('heading', { name: 'Practice list' }, { timeout: 5000 });
    const body = call.mock.calls.find(([operation]) => operation === 'createPractice')?.[1];
    expect(body).toEqual({
      practice_type_id: 1,
      name: 'Lakeside Clinic',
      specialty: null,
      npi: null,
      template_url: null,
      address: { line_1: '1 Main Street', city: 'Springfield', state: 'IL', zip_code: '62701' },
      phone_number: { number: '5551234567' },
    });
    expect(await screen.findByText('Practice saved.')).toBeTruthy();
  });

  it('[state-choices] offers the 50 states and DC', () => {
    renderForm(fakeMiddleware());
    fireEvent.click(field(/^State/));
    const listbox = document.getElementById(field(/^State/).getAttribute('aria-controls') ?? '');
    const states = listbox ? within(listbox).queryAllByRole('option', { hidden: true }).map((option) => option.textContent) : [];
    expect(states).toHaveLength(51);
    expect(states).toContain('District of Columbia');
  });

  it('[phone-entry] leaves the phone empty until all ten digits are typed', async () => {
    renderForm(fakeMiddleware());
    type(/^Office Phone/, '555123');
    save();
    await waitFor(() => expect(errorOf(/^Office Phone/)).toBe('Required'));
    expect((field(/^Office Phone/) as HTMLInputElement).value).toBe('(555) 123');
  });

  it('[form-error-to-field] [field-error-cleared-on-edit] shows a server form_error under its field, keeps the input, and clears it on edit', async () => {
    const call = fakeMiddleware(() =>
      Promise.reject(ApiError.fromResponse(422, { message: 'The selected practice type is invalid.', form_error: { name: 'practice_type_id', message: 'The selected practice type is invalid.' } })),
    );
    renderForm(call);
    await fillValidPractice();
    save();
    await waitFor(() => expect(errorOf(/^Practice Type/)).toBe('The selected practice type is invalid.'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect((field(/^Practice Name/) as HTMLInputElement).value).toBe('Lakeside Clinic');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    await choose(/^Practice Type/, 'Other');
    await waitFor(() => expect(errorOf(/^Practice Type/)).toBeUndefined());
  });

  it('[email-format] shows "Not a valid email" for a bad address in any form with an e-mail field', async () => {
    const form: CompiledForm = {
      title: 'Contact',
      schema: { type: 'object' as const, properties: { email: { type: 'string', title: 'Email', format: 'email' } } },
      uiSchema: { email: { 'ui:widget': 'email' } },
      submit: { operation: 'createPractice', success: 'Practice saved.' },
    };
    render(
      <MantineProvider>
        <RuntimeRegistryProvider value={appRegistry}>
          <SessionContext.Provider value={superAdmin}>
            <MemoryRouter>
              <FormScreen spec={{ route: '/contact', title: 'Contact', form: 'contact' }} form={form} call={fakeMiddleware()} />
            </MemoryRouter>
          </SessionContext.Provider>
        </RuntimeRegistryProvider>
      </MantineProvider>,
    );
    type('Email', 'not-an-address');
    save();
    await waitFor(() => expect(errorOf('Email')).toBe('Not a valid email'));
  });

  it('[practice-template-url-visibility] shows Template URL to super users only', () => {
    renderForm(fakeMiddleware());
    expect(field('Template URL')).toBeTruthy();
  });

  it('[practice-template-url-visibility] hides Template URL from other users', () => {
    renderForm(fakeMiddleware(), salesUser);
    expect(screen.queryByLabelText('Template URL')).toBeNull();
  });

  it('[practice-save-permission] tells a user without editPractice "Must have correct permissions" and makes no call', async () => {
    const call = fakeMiddleware();
    renderForm(call, salesUser);
    save();
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Must have correct permissions')).toBeTruthy();
    expect(call.mock.calls.filter(([operation]) => operation === 'createPractice')).toEqual([]);
  });

  it('disables Save while saving, then opens the page onSuccess names', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const call = fakeMiddleware(() => new Promise((resolve) => (answer = resolve)));
    renderForm(call);
    await fillValidPractice();
    save();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true));
    act(() => answer({ id: 5 }));
    await screen.findByRole('heading', { name: 'Practice list' });
  });

  it('Cancel goes back to the previous page', async () => {
    renderForm(fakeMiddleware());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Practice list' })).toBeTruthy();
  });

  it("names its buttons with the screen's submitLabel and cancelLabel when the spec gives them", async () => {
    renderForm(fakeMiddleware(), superAdmin, createFormErrorStore(), '/practice/new', { ...spec, submitLabel: 'Add Practice', cancelLabel: 'Back' });
    expect(screen.getByRole('button', { name: 'Add Practice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Practice list' })).toBeTruthy();
  });

});

describe('FormScreen edit mode (the practice form at /practice/{practiceID})', () => {
  it('[practice-form-title] [practice-update-call] loads the practice, heads it "Edit Practice", and saves with PATCH practice/{id} and the address and phone ids', async () => {
    const call = fakeMiddleware(() => Promise.resolve({ id: 7 }));
    renderForm(call, superAdmin, createFormErrorStore(), '/practice/7');
    expect(await screen.findByRole('heading', { name: 'Edit Practice' })).toBeTruthy();
    await waitFor(() => expect((field(/^Practice Name/) as HTMLInputElement).value).toBe('Riverside Physical Therapy'));
    expect(call.mock.calls.find(([operation]) => operation === 'getPractice')?.[2]).toEqual({ path: { id: '7' } });
    expect((field(/^City/) as HTMLInputElement).value).toBe('Evanston');
    expect((field(/^Office Phone/) as HTMLInputElement).value).toBe('(847) 555-0142');
    await waitFor(() => expect((field(/^Practice Type/) as HTMLInputElement).value).toBe('Other'));
    type(/^Practice Name/, 'Riverside PT');
    save();
    await screen.findByRole('heading', { name: 'Practice list' });
    const [, body, params] = call.mock.calls.find(([operation]) => operation === 'updatePractice') ?? [];
    expect(params).toEqual({ path: { id: '7' } });
    expect(body).toEqual({
      practice_type_id: 2,
      name: 'Riverside PT',
      specialty: null,
      npi: '1649203857',
      template_url: 'https://templates.example/riverside',
      address: { id: 11, line_1: '200 River Road', city: 'Evanston', state: 'IL', zip_code: '60201' },
      phone_number: { id: 30, number: '8475550142' },
    });
    expect(call.mock.calls.some(([operation]) => operation === 'createPractice')).toBe(false);
  });

  it('[practice-new-route] [practice-form-title] creates at /practice/new without loading anything', async () => {
    const call = fakeMiddleware();
    renderForm(call, superAdmin, createFormErrorStore(), '/practice/new');
    expect(screen.getByRole('heading', { name: 'Create New Practice' })).toBeTruthy();
    await fillValidPractice();
    save();
    await screen.findByRole('heading', { name: 'Practice list' }, { timeout: 5000 });
    // Lookups aside (practice types, the address autocomplete's suggestions), only the create call.
    const lookups = ['queryPracticeTypes', 'suggestAddresses'];
    expect(call.mock.calls.map(([operation]) => operation).filter((operation) => !lookups.includes(operation))).toEqual(['createPractice']);
  });

  it('[practice-edit-redirect] shows the Unauthorized view to a user without editPractice who opens a practice to edit', () => {
    const call = fakeMiddleware();
    renderForm(call, salesUser, createFormErrorStore(), '/practice/7');
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Edit Practice' })).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('[practice-template-url-visibility] leaves a hidden field out of the loaded data, so it is not sent back', async () => {
    const practiceAdmin = sessionViewFixture({ phase: 'signedIn', user: { id: 9, username: 'surgicalcenter', role_id: 30, permissions: ['editPractice'] } });
    const call = fakeMiddleware(() => Promise.resolve({ id: 7 }));
    renderForm(call, practiceAdmin, createFormErrorStore(), '/practice/7');
    await waitFor(() => expect((field(/^Practice Name/) as HTMLInputElement).value).toBe('Riverside Physical Therapy'));
    save();
    await screen.findByRole('heading', { name: 'Practice list' });
    const body = call.mock.calls.find(([operation]) => operation === 'updatePractice')?.[1] as Record<string, unknown>;
    expect(body).not.toHaveProperty('template_url');
  });
});
