// generated from specs/ — do not edit
// The screens and forms as the compiler leaves them: the spec types with what it fills required.
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
 * A spec type as the compiler leaves it, at any depth: every `operation` names an operation of
 * specs/api (the linter has checked it), every action and every region's source carries its
 * `access` (its own, its operation's rule, or its screen's), and a region's list source its wire shape.
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

/** An action as compiled: its `access` filled, its `operation` (and those it opens) known. */
export type CompiledAction = CompiledObject<Action> & { access: AccessRule };

/** A form of specs/forms as compiled (src/generated/forms.ts). */
export type CompiledForm = Compiled<FormSpec>;

/** How a list operation's answer names its pages: `camel` (currentPage), `snake` (current_page) or `whole` (an array, one page). */
export type ListPaging = 'camel' | 'snake' | 'whole';

/** Where a list's filters go in its request: the `search` object or fields of the body. */
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
export type CompiledPanelList = Compiled<Omit<PanelList, 'source'>> & {
  source: CompiledListScreen['source'];
};

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

/** Any compiled screen; `kind` tells which. */
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
  | Pick<
      Exclude<CompiledScreen, CompiledDialogScreen>,
      'route' | 'aliases' | 'title' | 'access' | 'kind' | 'menu' | 'menuLinks' | 'layout'
    >
  | CompiledDialogScreen;
