import { compileScreen, type ScreenCompileContext } from '../compile/compileScreen';
import type { SpecFile } from '../load/SpecFile';
import type { SpecTree } from '../load/SpecTree';
import type { GeneratedFile } from './GeneratedFile';
import { generatedHeader } from './generatedHeader';

/** The compiled type of each screen kind (src/generated/compiled-types.ts). */
const compiledTypeOfKind: Readonly<Record<string, string>> = {
  list: 'CompiledListScreen',
  form: 'CompiledFormScreen',
  wizard: 'CompiledWizardScreen',
  custom: 'CompiledCustomScreen',
  detail: 'CompiledDetailScreen',
  search: 'CompiledSearchScreen',
  cards: 'CompiledCardsScreen',
  dialog: 'CompiledDialogScreen',
  redirect: 'CompiledRedirectScreen',
};

// What the shell needs of every screen before any is opened: its routes, rule, kind, menu and layout.
const indexFields = ['route', 'aliases', 'title', 'access', 'kind', 'menu', 'menuLinks', 'layout'] as const;

/** A screen's module name: its file name without `.screen.yaml` (`patient-profile`). */
export function screenModuleName(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.screen\.yaml$/, '');
}

/**
 * Emits the compiled screens (see generator/compile/compileScreen.ts):
 * - `src/generated/screens/<name>.ts` per screen, exporting `screen`, the compiled screen;
 * - `src/generated/screens.ts`: the `screenIndex` the shell reads eagerly (route, aliases,
 *   title, access, kind, menu, menuLinks, layout; a dialog screen whole, as the menu opens it) and
 *   `loadScreen`, route → the lazy import of its module, so that a screen's spec loads with its route;
 * - `src/generated/allScreens.ts`: every compiled screen at once and `routeTable`, for tests and
 *   tools (the portal never imports it);
 * - `src/generated/compiled-types.ts`: the `Compiled*Screen` types.
 *
 * @example
 * emitScreens(tree, screenCompileContext(tree, openApi.document)).map((file) => file.path);
 * // ['src/generated/screens/admin-config.ts', ..., 'src/generated/screens.ts', 'src/generated/allScreens.ts', ...]
 */
export function emitScreens(tree: SpecTree, context: ScreenCompileContext): GeneratedFile[] {
  const compiled = tree.screens.map((file) => ({
    name: screenModuleName(file.path),
    source: file.path,
    screen: compileScreen(file.data, context),
  }));
  const modules = compiled.map(({ name, source, screen }) => screenModule(name, source, screen));
  const index = compiled.map(({ screen }) =>
    screen.kind === 'dialog'
      ? screen
      : Object.fromEntries(indexFields.filter((field) => screen[field] !== undefined).map((field) => [field, screen[field]])),
  );
  const loaders = compiled
    .map(({ name, screen }) => `  ${JSON.stringify(screen.route)}: () => import('./screens/${name}'),`)
    .join('\n');
  const screensFile = {
    path: 'src/generated/screens.ts',
    content: `${generatedHeader}// The screens of specs/screens: what the shell reads of each, and how to load the rest.
import type { CompiledScreen, ScreenIndexEntry } from './compiled-types';

/** What the shell needs of every screen (routes, rule, kind, menu), in file name order. */
export const screenIndex: readonly ScreenIndexEntry[] = ${JSON.stringify(index)};

/** Route → the compiled screen's module, loaded when its route is first opened. */
export const loadScreen: Readonly<Record<string, () => Promise<{ screen: CompiledScreen }>>> = {
${loaders}
};
`,
  };
  const imports = compiled.map(({ name }, index) => `import { screen as screen${index} } from './screens/${name}';`).join('\n');
  const allScreens = {
    path: 'src/generated/allScreens.ts',
    content: `${generatedHeader}// Every compiled screen at once, for tests and tools; the portal loads each with its route (screens.ts).
import type { CompiledScreen } from './compiled-types';
${imports}

/** Every compiled screen, in file name order. */
export const screens: readonly CompiledScreen[] = [${compiled.map((_, index) => `screen${index}`).join(', ')}];

/** Each compiled screen by its route. */
export const routeTable: Readonly<Record<string, CompiledScreen>> = Object.fromEntries(
  screens.map((screen) => [screen.route, screen]),
);
`,
  };
  return [...modules, screensFile, allScreens, emitCompiledTypes()];
}

/**
 * The module of one compiled screen, `src/generated/screens/<name>.ts` (unformatted), exactly as
 * {@link emitScreens} emits it: `npm run dev` rewrites a saved screen's module alone with it.
 *
 * @example
 * emitScreenModule(tree.screens[0], context).path; // 'src/generated/screens/admin-config.ts'
 */
export function emitScreenModule(file: SpecFile, context: ScreenCompileContext): GeneratedFile {
  return screenModule(screenModuleName(file.path), file.path, compileScreen(file.data, context));
}

function screenModule(name: string, source: string, screen: ReturnType<typeof compileScreen>): GeneratedFile {
  const type = compiledTypeOfKind[String(screen.kind)] ?? 'CompiledScreen';
  return {
    path: `src/generated/screens/${name}.ts`,
    content: `${generatedHeader}// The compiled screen of ${source}.
import type { ${type} } from '../compiled-types';

export const screen: ${type} = ${JSON.stringify(screen)};
`,
  };
}

function emitCompiledTypes(): GeneratedFile {
  return {
    path: 'src/generated/compiled-types.ts',
    content: `${generatedHeader}// The screens and forms as the compiler leaves them: the spec types with what it fills required.
import type { OperationId } from './operations';
import type {
  AccessRule,
  Action,
  CardsScreenSpec,
  CustomScreenSpec,
  DetailScreenSpec,
  DialogScreenSpec,
  FormScreenSpec,
  FormSpec,
  ListScreenSpec,
  ListTabs,
  LookupListSource,
  OperationListSource,
  PanelList,
  PanelSource,
  RedirectScreenSpec,
  SearchScreenSpec,
  WizardScreenSpec,
} from './spec-types';

// Whether two types are the same type (not merely assignable both ways: a menu entry, all of
// whose keys an action also has, is no action).
type Same<A, B> = (<G>() => G extends A ? 1 : 2) extends <G>() => G extends B ? 1 : 2 ? true : false;
type OperationIdOf<V> = V extends string ? OperationId : V;
type CompiledObject<T> = { [K in keyof T]: K extends 'operation' ? OperationIdOf<T[K]> : Compiled<T[K]> };

/**
 * A spec type as the compiler leaves it, at any depth: every \`operation\` names an operation of
 * specs/api (the linter has checked it), every action and every region's source carries its
 * \`access\` (its own, its operation's rule, or its screen's), and a region's list source its wire shape.
 */
export type Compiled<T> = T extends readonly (infer Item)[]
  ? Compiled<Item>[]
  : T extends object
    ? Same<T, Action> extends true
      ? CompiledAction
      : Same<T, PanelList> extends true
        ? CompiledPanelList
        : Same<T, PanelSource> extends true
          ? CompiledPanelSource
          : CompiledObject<T>
    : T;

/** An action as compiled: its \`access\` filled, its \`operation\` (and those it opens) known. */
export type CompiledAction = CompiledObject<Action> & { access: AccessRule };

/** A form of specs/forms as compiled (src/generated/forms.ts). */
export type CompiledForm = Compiled<FormSpec>;

/** How a list operation's answer names its pages: \`camel\` (currentPage), \`snake\` (current_page) or \`whole\` (an array, one page). */
export type ListPaging = 'camel' | 'snake' | 'whole';

/** Where a list's filters go in its request: the \`search\` object or fields of the body. */
export type ListFiltersAt = 'search' | 'body';

/** A list source of an operation, with its wire shape read from the OpenAPI description and its access rule filled. */
export type CompiledOperationListSource = Compiled<Omit<OperationListSource, 'access'>> & {
  paging: ListPaging;
  filtersAt: ListFiltersAt;
  access: AccessRule;
};

/** A list's tabs as compiled: a tab naming its own operation carries that operation's wire shape. */
export type CompiledListTabs = Compiled<Omit<ListTabs, 'options'>> & {
  options: (Compiled<ListTabs['options'][number]> & { paging?: ListPaging; filtersAt?: ListFiltersAt })[];
};

/** A list screen as compiled. */
export type CompiledListScreen = Compiled<Omit<ListScreenSpec, 'source' | 'tabs'>> & {
  tabs?: CompiledListTabs;
  source: CompiledOperationListSource | Compiled<LookupListSource>;
};

/** A list in a region of a detail screen as compiled: its source as a list screen's. */
export type CompiledPanelList = Compiled<Omit<PanelList, 'source'>> & { source: CompiledListScreen['source'] };

/** The source of a region of a detail screen as compiled: its access rule filled (its operation's). */
export type CompiledPanelSource = CompiledObject<PanelSource> & { access: AccessRule };

/** A detail screen as compiled. */
export type CompiledDetailScreen = Compiled<DetailScreenSpec>;
export type CompiledFormScreen = Compiled<FormScreenSpec>;
export type CompiledWizardScreen = Compiled<WizardScreenSpec>;
export type CompiledCustomScreen = Compiled<CustomScreenSpec>;
/** A search screen as compiled: how its operation's answer pages, read from the OpenAPI description. */
export type CompiledSearchScreen = Compiled<Omit<SearchScreenSpec, 'search'>> & {
  search: Compiled<SearchScreenSpec['search']> & { paging: ListPaging; filtersAt: ListFiltersAt };
};
export type CompiledCardsScreen = Compiled<CardsScreenSpec>;
export type CompiledDialogScreen = Compiled<DialogScreenSpec>;
/** A redirect screen as compiled; it shows no page of its own, so it has no layout. */
export type CompiledRedirectScreen = Compiled<RedirectScreenSpec> & { layout?: undefined };

/** Any compiled screen; \`kind\` tells which. */
export type CompiledScreen =
  | CompiledListScreen
  | CompiledFormScreen
  | CompiledWizardScreen
  | CompiledCustomScreen
  | CompiledDetailScreen
  | CompiledSearchScreen
  | CompiledCardsScreen
  | CompiledDialogScreen
  | CompiledRedirectScreen;

/** What the shell reads of a screen before its module loads; a dialog screen is there whole. */
export type ScreenIndexEntry =
  | Pick<Exclude<CompiledScreen, CompiledDialogScreen>, 'route' | 'aliases' | 'title' | 'access' | 'kind' | 'menu' | 'menuLinks' | 'layout'>
  | CompiledDialogScreen;
`,
  };
}
