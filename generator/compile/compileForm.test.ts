import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpecTree } from '../load/loadSpecTree';
import { mergeOpenApi } from '../load/mergeOpenApi';
import { compileForm } from './compileForm';
import { screenCompileContext } from './screenCompileContext';

// Compiled against the real specs: the catalog and the OpenAPI description.
const tree = loadSpecTree(join(import.meta.dirname, '../..'));
const context = screenCompileContext(tree, mergeOpenApi(tree.api).document);
const { messages } = context;
const practiceRequest = '../api/practices-create.yaml#/components/schemas/PracticeCreateRequest/properties';

// A practice-like form, as a spec writes it: field rules by reference, message keys.
const formYaml = {
  title: 'Practice',
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { $ref: `${practiceRequest}/name`, title: 'Practice Name' },
      npi: { $ref: `${practiceRequest}/npi`, title: 'NPI', maxLength: 10 },
      address: { $ref: `${practiceRequest}/address`, title: 'Address' },
      note: { type: 'string', maxLength: 20 },
    },
  },
  messages: { npi: { pattern: 'onlyNumbers' } },
  submit: { operation: 'createPractice', success: 'success', denied: 'mustHaveCorrectPermissions' },
  update: { operation: 'updatePractice', denied: 'mustHaveCorrectPermissions' },
  leaveConfirm: 'leaveUnsaved',
  actions: [{ label: 'Check', operation: 'createPractice', requiresSaved: 'unsavedBeforePasswordReset', success: 'success' }],
};

interface CompiledForTest {
  schema: { properties: Record<string, Record<string, unknown>> };
  [key: string]: unknown;
}
const compiled = compileForm(formYaml, tree.api, context) as unknown as CompiledForTest;
const field = (name: string) => compiled.schema.properties[name];

describe('compileForm', () => {
  it("takes a referenced field's rules from specs/api, once, with the form's own title", () => {
    expect(field('name')).toEqual({ type: 'string', minLength: 1, maxLength: 255, pattern: '\\S', title: 'Practice Name' });
  });

  it("lays the form's own keywords over the referenced ones", () => {
    expect(field('npi')).toMatchObject({ type: ['string', 'null'], pattern: '^[0-9]{1,10}$', maxLength: 10, title: 'NPI' });
  });

  it("follows the API's own references and leaves its descriptions behind (they would show as help text)", () => {
    const address = field('address');
    expect(address).toMatchObject({ type: 'object', required: ['line_1', 'city', 'state', 'zip_code'], title: 'Address' });
    expect(JSON.stringify(field('npi'))).not.toContain('description');
    expect(JSON.stringify(address)).not.toContain('$ref');
  });

  it('keeps a field without a reference as written', () => {
    expect(field('note')).toEqual({ type: 'string', maxLength: 20 });
  });

  it('resolves every message key of the form to its text: broken rules, submit, update, leave and action texts', () => {
    expect(compiled.messages).toEqual({ npi: { pattern: messages.onlyNumbers } });
    expect(compiled.submit).toEqual({ operation: 'createPractice', success: messages.success, denied: messages.mustHaveCorrectPermissions });
    expect(compiled.update).toEqual({ operation: 'updatePractice', denied: messages.mustHaveCorrectPermissions });
    expect(compiled.leaveConfirm).toBe(messages.leaveUnsaved);
    expect(compiled.actions).toEqual([
      { label: 'Check', operation: 'createPractice', requiresSaved: messages.unsavedBeforePasswordReset, success: messages.success },
    ]);
  });
});
