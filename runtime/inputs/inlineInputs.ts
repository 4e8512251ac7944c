import { allOrOneInlineInput } from './allOrOneInlineInput';
import { checkboxInlineInput } from './checkboxInlineInput';
import { dateInlineInput } from './dateInlineInput';
import { digitsInlineInput } from './digitsInlineInput';
import type { InlineInput } from './InlineInput';
import { isoDateInlineInput } from './isoDateInlineInput';
import { phoneInlineInput } from './phoneInlineInput';
import { searchInlineInput } from './searchInlineInput';
import { selectInlineInput } from './selectInlineInput';
import { sliderInlineInput } from './sliderInlineInput';
import { stateInlineInput } from './stateInlineInput';
import { textareaInlineInput } from './textareaInlineInput';
import { textInlineInput } from './textInlineInput';
import { unixDateTimeInlineInput } from './unixDateTimeInlineInput';

const text = textInlineInput('text');

/**
 * The runtime's inline inputs, by the widget names of specs/catalog/registry.yaml: the runtime
 * registry's `inputs` holds them (with the app's additions), and list filters (`widget`), editable
 * row cells (the `ui:widget` of the row's form) and action inputs (`input.widget`) all draw from it. Forms draw RJSF widgets of the
 * same names (`runtime/form/formWidgets.ts`); a unit test checks that together they implement
 * every catalog widget and name no other.
 */
export const inlineInputs: Readonly<Record<string, InlineInput>> = {
  text,
  email: textInlineInput('email'),
  password: textInlineInput('password'),
  search: searchInlineInput,
  select: selectInlineInput,
  state: stateInlineInput,
  phone: phoneInlineInput,
  date: dateInlineInput,
  isoDate: isoDateInlineInput,
  textarea: textareaInlineInput,
  digits: digitsInlineInput,
  checkbox: checkboxInlineInput,
  allOrOne: allOrOneInlineInput,
  unixDateTime: unixDateTimeInlineInput,
  slider: sliderInlineInput,
};

/**
 * The inline input of a widget name; a text input when the name is unknown to the registry (the
 * spec linter refuses such a name before anything renders).
 *
 * @example
 * const { Input, held, sent } = inlineInputOf('digits');
 */
export function inlineInputOf(name: string | undefined): InlineInput {
  return (name === undefined ? undefined : inlineInputs[name]) ?? text;
}
