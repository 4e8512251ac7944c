import { describe, expect, it } from 'vitest';
import { registryNames } from '../../src/generated/catalog';
import { screens } from '../../src/generated/allScreens';
import { forms } from '../../src/generated/forms';
import { inlineInputOf, inlineInputs } from './inlineInputs';

const catalogWidgets: readonly string[] = registryNames.widgets;

describe('inlineInputs', () => {
  it('names only widgets of specs/catalog/registry.yaml, so the spec linter knows each one', () => {
    expect(Object.keys(inlineInputs).filter((name) => !catalogWidgets.includes(name))).toEqual([]);
  });

  it('implements every widget a list filter, an action input or an editable row names', () => {
    const named = new Set<string>();
    const visit = (node: unknown, key?: string): void => {
      if (Array.isArray(node)) node.forEach((item) => visit(item));
      else if (typeof node === 'object' && node !== null) for (const [name, value] of Object.entries(node)) visit(value, name);
      else if (key === 'widget' && typeof node === 'string') named.add(node);
    };
    visit(screens);
    for (const screen of screens) {
      const form = 'editable' in screen && typeof screen.editable === 'object' && screen.editable !== null && 'form' in screen.editable ? forms[String(screen.editable.form)] : undefined;
      for (const ui of Object.values(form?.uiSchema ?? {})) {
        const widget = (ui as Record<string, unknown> | undefined)?.['ui:widget'];
        if (typeof widget === 'string') named.add(widget);
      }
    }
    expect([...named].filter((name) => !(name in inlineInputs))).toEqual([]);
    expect(named).toContain('allOrOne');
  });

  it('holds and sends each value the way its place needs it', () => {
    expect(inlineInputOf('digits').sent('')).toBeUndefined();
    expect(inlineInputOf('digits').sent('15')).toBe(15);
    expect(inlineInputOf('checkbox').held(undefined)).toBe(false);
    expect(inlineInputOf('allOrOne').held(null)).toBeNull();
    expect(inlineInputOf('allOrOne').sent([2])).toBe(2);
    expect(inlineInputOf('text').sent('  Down  ')).toBe('Down');
  });
});
