import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { wizardStepIds } from '../domain/wizard/wizardStepIds';
import { registryNames } from './generated/catalog';
import { screens } from './generated/allScreens';
import { appRegistry } from './appRegistry';
import { inlineInputNames } from '../runtime/registry/inlineInputNamed';

// The catalog may list names as an array or as the keys of a name → description map.
const namesOf = (list: unknown) => (Array.isArray(list) ? list.map(String) : Object.keys(list as object)).sort();
const notIn = (names: readonly string[], catalog: unknown) => names.filter((name) => !namesOf(catalog).includes(name));

describe('the app registry', () => {
  it('implements exactly the formats specs/catalog/registry.yaml lists, so the spec linter and the runtime agree', () => {
    expect(appRegistry.formats.names()).toEqual(namesOf(registryNames.formats));
  });

  it('implements exactly the custom row actions specs/catalog/registry.yaml lists', () => {
    expect(appRegistry.rowActions.names()).toEqual(namesOf(registryNames.actions));
  });

  // Form-only widgets (digits, zip) live in runtime/form/formWidgets, whose test checks that the
  // two together implement every catalog widget. Panels and charts are checked before any test:
  // by the typecheck (`satisfies Record<PanelName, ...>`) and by `npm run generate` at the
  // catalog's line (generator/lint/registryImplementationProblems.ts).
  it('holds only filter widgets, screens, wizard steps and machines the catalog names', () => {
    expect(notIn(inlineInputNames(appRegistry), registryNames.widgets)).toEqual([]);
    expect(notIn([...appRegistry.screens.names(), ...appRegistry.wizardSteps.names()], registryNames.screens)).toEqual([]);
    expect(notIn(appRegistry.machines.names(), registryNames.machines)).toEqual([]);
  });

  it('implements every custom screen, wizard step, machine and row action a screen spec names', () => {
    const missing = screens.flatMap((spec): string[] => {
      if (spec.kind === 'custom') return appRegistry.screens.has(spec.screen) ? [] : [`${spec.route}: screen ${spec.screen}`];
      if (spec.kind === 'wizard') {
        return [
          ...(appRegistry.machines.has(spec.machine) ? [] : [`${spec.route}: machine ${spec.machine}`]),
          ...spec.steps.flatMap((step) =>
            step.component === undefined || appRegistry.wizardSteps.has(step.component)
              ? []
              : [`${spec.route}: wizard step ${step.component}`],
          ),
        ];
      }
      if (spec.kind === 'list') {
        return (spec.rowActions ?? []).flatMap((action) =>
          action.action === undefined || appRegistry.rowActions.has(action.action)
            ? []
            : [`${spec.route}: row action ${action.action}`],
        );
      }
      return [];
    });
    expect(missing).toEqual([]);
  });

  it('registers under each wizard machine name a machine whose tabs are the step ids the generator checks the wizard specs against', async () => {
    expect(Object.keys(wizardStepIds).filter((name) => !appRegistry.machines.has(name))).toEqual([]);
    for (const [name, steps] of Object.entries(wizardStepIds)) {
      const machine = await appRegistry.machines.resolve(name, { spec: 'domain/wizard/wizardStepIds.ts' })();
      // An existing record (not `new`): every tab of the machine is listed, in its order.
      const { context } = createActor(machine, { input: { recordId: '7' } }).getSnapshot() as { context: { tabs?: unknown } };
      const ids = Array.isArray(context.tabs) ? context.tabs.map((tab: { id?: unknown }) => tab.id) : undefined;
      expect(ids, name).toEqual([...steps]);
    }
  });

  it('gives the signed-in frame its Prescribe and Add Patient buttons and the practice switcher', () => {
    expect(appRegistry.shell.headerActions).toHaveLength(2);
    expect(appRegistry.shell.menuHeader).toHaveLength(1);
  });
});
