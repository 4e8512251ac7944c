import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyTemplateOrder, moveTemplate, templateListKey, type LibraryTemplate, type ReorderBody } from './templateReorder';

const template = (id: number, order: number): LibraryTemplate => ({
  id,
  identifier: `T-${String(id)}`,
  name: `Template ${String(id)}`,
  tile_color_hex: '#0899b7',
  patient_not_in_session: false,
  pt_assignable: true,
  pta_assignable: false,
  order,
  rtm_survey_template_versions: [],
});

const library = [template(1, 1), template(2, 2), template(3, 3)];

function cacheWith(templates: LibraryTemplate[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(templateListKey, templates);
  return queryClient;
}

const ids = (queryClient: QueryClient) => queryClient.getQueryData<LibraryTemplate[]>(templateListKey)?.map((row) => row.id);

describe('reordering the template library', () => {
  it('[survey-templates-reorder-call] moves a template and numbers every template by its new place', () => {
    expect(moveTemplate(library, 2, 0).map((row) => [row.id, row.order])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('[survey-templates-reorder-call] [survey-templates-reorder-messages] sends {templates: [{name, id, order}]}, shows the new order at once and says so on success', async () => {
    const queryClient = cacheWith(library);
    const sent: ReorderBody[] = [];
    const shown: (number[] | undefined)[] = [];
    const said: string[] = [];
    const saved = await applyTemplateOrder(queryClient, moveTemplate(library, 0, 2), {
      send: (body) => {
        sent.push(body);
        shown.push(ids(queryClient));
        return Promise.resolve(moveTemplate(library, 0, 2));
      },
      succeeded: (text) => said.push(text),
      failed: (text) => said.push(`failed: ${text}`),
    });
    expect(saved).toBe(true);
    expect(sent).toEqual([
      {
        templates: [
          { name: 'Template 2', id: 2, order: 1 },
          { name: 'Template 3', id: 3, order: 2 },
          { name: 'Template 1', id: 1, order: 3 },
        ],
      },
    ]);
    expect(shown).toEqual([[2, 3, 1]]);
    expect(ids(queryClient)).toEqual([2, 3, 1]);
    expect(said).toEqual(['Templates reordered successfully']);
  });

  it('[survey-templates-reorder-revert] [survey-templates-reorder-messages] puts the previous order back when the call fails', async () => {
    const queryClient = cacheWith(library);
    const said: string[] = [];
    let shownWhileSending: number[] | undefined;
    const saved = await applyTemplateOrder(queryClient, moveTemplate(library, 2, 0), {
      send: () => {
        shownWhileSending = ids(queryClient);
        return Promise.reject(new Error('offline'));
      },
      succeeded: (text) => said.push(text),
      failed: (text) => said.push(`failed: ${text}`),
    });
    expect(saved).toBe(false);
    expect(shownWhileSending).toEqual([3, 1, 2]);
    expect(ids(queryClient)).toEqual([1, 2, 3]);
    expect(queryClient.getQueryData<LibraryTemplate[]>(templateListKey)?.map((row) => row.order)).toEqual([1, 2, 3]);
    expect(said).toEqual(['failed: Failed to reorder templates - changes reverted']);
  });
});
