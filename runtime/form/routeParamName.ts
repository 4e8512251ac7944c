/**
 * The name of a screen route's last parameter (`{practiceID}` or `:practiceID`), which a form
 * screen reads to tell creating (`new`) from editing (a record id); undefined without one.
 *
 * @example
 * routeParamName('/practice/{practiceID}'); // 'practiceID'
 */
export function routeParamName(route: string): string | undefined {
  const names = [...route.matchAll(/\{([^}]+)\}|:(\w+)/g)].map((match) => match[1] ?? match[2] ?? '');
  return names.at(-1);
}
