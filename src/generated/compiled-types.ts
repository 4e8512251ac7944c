// generated from specs/ — do not edit
// The screens as the compiler leaves them: the spec types with what it fills required.
import type { OperationId } from './operations';
import type {
  AccessRule,
  CardsScreenSpec,
  CustomScreenSpec,
  DetailScreenSpec,
  DetailSource,
  DetailSpec,
  DialogScreenSpec,
  FormScreenSpec,
  ListScreenSpec,
  LookupListSource,
  OperationListSource,
  SearchScreenSpec,
  SearchSpec,
  WizardScreenSpec,
} from './spec-types';

/** How a list operation's answer names its pages: `camel` (currentPage), `snake` (current_page) or `whole` (an array, one page). */
export type ListPaging = 'camel' | 'snake' | 'whole';

/** Where a list's filters go in its request: the `search` object or fields of the body. */
export type ListFiltersAt = 'search' | 'body';

/** A list source of an operation, with its wire shape read from the OpenAPI description and its access rule filled. */
export type CompiledOperationListSource = Omit<OperationListSource, 'operation' | 'access'> & {
  operation: OperationId;
  paging: ListPaging;
  filtersAt: ListFiltersAt;
  access: AccessRule;
};

/** A list screen as compiled. */
export type CompiledListScreen = Omit<ListScreenSpec, 'source'> & {
  source: CompiledOperationListSource | LookupListSource;
};

/** A detail screen as compiled: its record's operation bound to a known operationId. */
export type CompiledDetailScreen = Omit<DetailScreenSpec, 'detail'> & {
  detail: Omit<DetailSpec, 'source'> & {
    source: Omit<DetailSource, 'operation'> & { operation: OperationId };
  };
};

export type CompiledFormScreen = FormScreenSpec;
export type CompiledWizardScreen = WizardScreenSpec;
export type CompiledCustomScreen = CustomScreenSpec;
/** A search screen as compiled: how its operation's answer pages, read from the OpenAPI description. */
export type CompiledSearchScreen = Omit<SearchScreenSpec, 'search'> & {
  search: Omit<SearchSpec, 'operation'> & {
    operation: OperationId;
    paging: ListPaging;
    filtersAt: ListFiltersAt;
  };
};
export type CompiledCardsScreen = CardsScreenSpec;
export type CompiledDialogScreen = DialogScreenSpec;

/** Any compiled screen; `kind` tells which. */
export type CompiledScreen =
  | CompiledListScreen
  | CompiledFormScreen
  | CompiledWizardScreen
  | CompiledCustomScreen
  | CompiledDetailScreen
  | CompiledSearchScreen
  | CompiledCardsScreen
  | CompiledDialogScreen;

/** What the shell reads of a screen before its module loads; a dialog screen is there whole. */
export type ScreenIndexEntry =
  | Pick<
      Exclude<CompiledScreen, CompiledDialogScreen>,
      'route' | 'aliases' | 'title' | 'access' | 'kind' | 'menu' | 'menuLinks'
    >
  | CompiledDialogScreen;
