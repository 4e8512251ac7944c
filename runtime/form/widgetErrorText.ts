/**
 * The text a Mantine input shows under itself for RJSF's errors of a field (client validation
 * and the server's field error alike), or undefined when there are none.
 *
 * @example
 * <TextInput error={widgetErrorText(props.rawErrors)} />
 */
export function widgetErrorText(rawErrors: readonly string[] | undefined): string | undefined {
  return rawErrors && rawErrors.length > 0 ? [...new Set(rawErrors)].join('\n') : undefined;
}
