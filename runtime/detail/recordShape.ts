// Checks a loaded record against a schema of specs/api (`detail.shape`) with the shape's check
// precompiled by `npm run generate` (src/generated/recordShapes): nothing is compiled in the
// browser, and the check loads only when a screen declares a shape.
import { recordShapeModules } from '../../src/generated/recordShapes';

/**
 * Whether `record` matches the schema `name` of the OpenAPI document's `components.schemas`.
 *
 * @throws when no detail screen names the shape: `npm run generate` precompiles those only.
 * @example
 * await recordMatchesShape('TabletDeviceInformation', { device_uuid: 'x' }); // false: fields missing
 */
export async function recordMatchesShape(name: string, record: unknown): Promise<boolean> {
  const load = recordShapeModules[name];
  if (load === undefined) throw new Error(`No precompiled check of the shape '${name}': \`npm run generate\` compiles the shapes detail screens name.`);
  return (await load()).default(record);
}
