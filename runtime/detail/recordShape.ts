// Checks a loaded record against a schema of specs/api (`detail.shape`). Ajv and the OpenAPI
// document load only when a screen declares a shape, so other screens do not carry them.

type Check = (record: unknown) => boolean;

let loading: Promise<(name: string) => Check> | undefined;

async function loadChecker(): Promise<(name: string) => Check> {
  const [{ Ajv2020 }, openapi] = await Promise.all([import('ajv/dist/2020.js'), import('../../src/generated/openapi.json')]);
  const documentId = 'cadence-openapi';
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  ajv.addSchema({ ...(openapi.default as object), $id: documentId });
  const compiled = new Map<string, Check>();
  return (name) => {
    let check = compiled.get(name);
    if (!check) {
      const validate = ajv.compile({ $ref: `${documentId}#/components/schemas/${name}` });
      check = (record) => validate(record);
      compiled.set(name, check);
    }
    return check;
  };
}

/**
 * Whether `record` matches the schema `name` of the OpenAPI document's `components.schemas`.
 *
 * @example
 * await recordMatchesShape('TabletDeviceInformation', { device_uuid: 'x' }); // false: fields missing
 */
export async function recordMatchesShape(name: string, record: unknown): Promise<boolean> {
  loading ??= loadChecker();
  return (await loading)(name)(record);
}
