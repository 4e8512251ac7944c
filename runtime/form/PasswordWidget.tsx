import { Button, Group, PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { AccessRule } from '../../src/generated/access';
import { notifyError } from '../errors/notifyError';
import { formContextOf } from './formContext';
import { widgetErrorText } from './widgetErrorText';

/** `ui:options` a password field reads. */
interface PasswordOptions {
  /** Shows Generate Password to users this rule allows (customer-service manager, document 1 section 5). */
  generate?: { access?: AccessRule; confirmField?: string };
}

/**
 * A password field (`ui:widget: password`): the policy of document 1 section 5 is checked on save
 * by the form (formCustomValidate), each broken rule's verbatim message under the field. With
 * `ui:options.generate` a Generate Password button, shown only to users its `access` rule allows,
 * fills the field (and `generate.confirmField`, the confirmation) with GET generate_password's
 * answer, visible so that it can be passed on.
 */
export function PasswordWidget({ id, htmlName, value, label, hideLabel, required, disabled, readonly, rawErrors, options, registry, onChange, onBlur, onFocus }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const context = formContextOf(registry);
  const generate = (options as PasswordOptions).generate;
  const mayGenerate = generate !== undefined && (generate.access === undefined || (context.can?.(generate.access) ?? false));
  const [visible, setVisible] = useState(false);
  const [generating, setGenerating] = useState(false);

  const generatePassword = async () => {
    setGenerating(true);
    try {
      const answer = (await context.call('generatePassword')) as { password?: unknown };
      const password = typeof answer.password === 'string' ? answer.password : '';
      setVisible(true);
      const ownPath = context.pathOf?.(id);
      if (generate?.confirmField !== undefined && context.fill !== undefined && ownPath !== undefined) {
        context.fill({ [ownPath]: password, [generate.confirmField]: password });
      } else {
        onChange(password);
      }
    } catch (error) {
      notifyError(error);
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <PasswordInput
        id={id}
        name={htmlName ?? id}
        style={{ flex: 1 }}
        autoComplete="new-password"
        label={hideLabel ? undefined : label}
        withAsterisk={false}
        required={required}
        disabled={disabled || readonly}
        visible={visible}
        onVisibilityChange={setVisible}
        value={text}
        error={widgetErrorText(rawErrors)}
        onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
      {mayGenerate && (
        <Button variant="default" loading={generating} disabled={disabled || readonly} onClick={() => void generatePassword()}>
          Generate Password
        </Button>
      )}
    </Group>
  );
}
