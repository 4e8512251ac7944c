import RadioWidget from '@rjsf/mantine/lib/widgets/RadioWidget.js';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { CodeSearchWidget } from './CodeSearchWidget';
import { DateWidget } from './DateWidget';
import { CheckboxesWidget } from './CheckboxesWidget';
import { AttachmentsWidget } from './attachments/AttachmentsWidget';
import { numberWidget } from './NumberWidget';
import { TextareaWidget } from './TextareaWidget';
import { DigitsWidget } from './DigitsWidget';
import { FileWidget } from './FileWidget';
import { ImageCropWidget } from './ImageCropWidget';
import { PasswordWidget } from './PasswordWidget';
import { AddressWidget } from './AddressWidget';
import { PhoneWidget } from './PhoneWidget';
import { SelectWidget } from './SelectWidget';
import { StateWidget } from './StateWidget';
import { textWidget } from './TextWidget';
import { ZipWidget } from './ZipWidget';

/**
 * The widgets a form spec may name in `ui:widget`, by the names of `specs/catalog/registry.yaml`
 * (the linter refuses any other name). These are the generic ones;
 * `src/appRegistry.ts` adds the domain widgets of `screens/` to them in the runtime registry. RJSF looks a name up here before its own widgets, so
 * `text`, `select` and `email` here replace the theme's. List filters, editable rows and action
 * inputs draw the inline inputs of the same names (runtime/inputs, `inputs` of the runtime
 * registry); together the two implement every catalog widget.
 */
export const formWidgets: RegistryWidgetsType = {
  text: textWidget('text'),
  password: PasswordWidget,
  email: textWidget('email'),
  select: SelectWidget,
  phone: PhoneWidget,
  state: StateWidget,
  digits: DigitsWidget,
  zip: ZipWidget,
  // patient information wizard
  codeSearch: CodeSearchWidget,
  radio: RadioWidget,
  date: DateWidget,
  imageCrop: ImageCropWidget,
  // lookups: address autocomplete (the NPI lookup is a specialist widget in screens/specialists)
  address: AddressWidget,
  // users: a list of choices, each a checkbox (the Service Account's permissions)
  checkboxes: CheckboxesWidget,
  // firmware and user guides: one file to upload
  file: FileWidget,
  // self-pay, bug reports: numbers with bounds, money in currency units, attached files zipped on submit
  number: numberWidget('number'),
  money: numberWidget('money'),
  attachments: AttachmentsWidget,
  textarea: TextareaWidget,
};
