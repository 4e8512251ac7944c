/**
 * Turns a spec route into a router path: `{name}` parameters become `:name`.
 *
 * @example
 * toRouterPath('/surveyTemplates/{templateId}/versions'); // '/surveyTemplates/:templateId/versions'
 */
export function toRouterPath(route: string): string {
  return route.replace(/\{([^}]+)\}/g, ':$1');
}
