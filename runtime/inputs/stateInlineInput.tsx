import { usStates } from '../filters/usStates';
import type { InlineInput, InlineInputProps } from './InlineInput';
import { selectInlineInput } from './selectInlineInput';

/** A US state choice: 50 states and DC ([state-choices]), after the place's own options (a filter's "all"). */
function StateInput(props: InlineInputProps) {
  return <selectInlineInput.Input {...props} options={[...(props.options ?? []), ...usStates]} />;
}

/** A US state choice held as its code. */
export const stateInlineInput: InlineInput = { ...selectInlineInput, Input: StateInput };
