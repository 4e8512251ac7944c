/**
 * True when the non-production banner is due ([non-production-banner]): the build sets
 * `VITE_NON_PRODUCTION=true`, or the middleware reports a version that is not a production
 * release (the demo middleware answers versions like `0.1.0-dev` or `1.2.0-staging`).
 */
export function isNonProduction(
  buildFlag: string | undefined,
  middlewareVersion: string | undefined,
): boolean {
  if (buildFlag === 'true') return true;
  return (
    middlewareVersion !== undefined &&
    /\b(dev|development|demo|local|test|qa|staging|sandbox)\b/i.test(middlewareVersion)
  );
}
