// The hand-written parts of specs/README.md: the introduction, what each schema's files are for,
// and the OpenAPI extensions of specs/api (which no JSON Schema of specs/schema describes). The
// constructs themselves are read from the schemas by emitSpecReference.
import { walkthroughMarkdown } from './specWalkthroughs';

/** The spec files each schema of specs/schema checks, and what they are for. */
export const schemaFiles: Readonly<Record<string, { files: string; purpose: string }>> = {
  'screen.schema.json': {
    files: '`specs/screens/*.screen.yaml`',
    purpose:
      'One screen of the portal per file: its route, who may open it, its menu entry and what it shows. Its `kind` (list, form, wizard, custom, detail, search, cards, dialog, redirect) decides which other keys it takes.',
  },
  'form.schema.json': {
    files: '`specs/forms/<name>.form.yaml`',
    purpose:
      'One form per file, named by the file (`practice.form.yaml` is the form `practice`): the JSON Schema of its data, its layout, its validation messages and the operation it saves to. Screens, modals and cards name forms.',
  },
  'catalog.schema.json': {
    files: '`specs/catalog/*.yaml`',
    purpose:
      'The shared vocabulary: user-visible messages (every text a user reads comes from here or from the spec, verbatim), option lists (lookups), constants, fixed value sets (enums) and the names of hand-written implementations (registry).',
  },
  'report.schema.json': {
    files: '`specs/reports/*.yaml`',
    purpose:
      'The report types of the Reports screen: who may run each, the rows it reads, its columns, the fields and operators its filter builder offers and whether it forces filters. The server compiles a filter tree only over these declarations into parameterised SQL.',
  },
  'access.schema.json': {
    files: '`specs/access.yaml`',
    purpose:
      'Who may do what: roles, permissions, super users, where users land after sign-in, the access rule of every middleware operation (deny by default), the named role groups (`roleGroups`) the server asks about instead of comparing role ids, and the data scope (`dataScope`): which rows of each resource a caller sees.',
  },
};

/** The reading order of the schemas: what product owners edit most first. */
export const schemaOrder = Object.keys(schemaFiles);

/** The introduction, as Markdown sections under their headings. */
export const introduction: readonly { heading: string; body: string }[] = [
  {
    heading: 'The spec files',
    body: `The portal is compiled from the files under \`specs/\`: \`npm run generate\` lints them and writes
\`src/generated/\`, which the generic runtime renders and the middleware enforces. Nothing else
needs editing to add or change a screen, a form, a message or an access rule.

| files | what they are for | checked by |
|---|---|---|
${schemaOrder.map((name) => `| ${schemaFiles[name]?.files ?? ''} | ${schemaFiles[name]?.purpose ?? ''} | [\`${name}\`](schema/${name}) |`).join('\n')}
| \`specs/api/*.yaml\` | The middleware's calls: an OpenAPI 3.1 description per feature (paths, request and answer schemas, \`operationId\`s that screens, forms and access rules name), with the Cadence extensions described [below](#openapi-extensions-specsapi). | the OpenAPI 3.1 schema and the linter |

Every YAML file starts with a line naming its schema, e.g.
\`# yaml-language-server: $schema=../schema/screen.schema.json\`, so that an editor with the YAML
language server checks the file and shows these descriptions while you type.`,
  },
  {
    heading: 'Checking and previewing a change',
    body: `- \`npm run lint:specs\` checks every spec against its schema and across files (a screen's
  operation exists in \`specs/api\`, a message key exists in the catalog, a role name exists in
  \`specs/access.yaml\`, a field a screen shows, filters, sorts or links by is a field of the
  OpenAPI schema of the operation that supplies it, a \`ui:options\` key is one its widget takes, a
  wizard step id is one its machine knows, ...). Each problem is one line, \`file:line:column  message\`, pointing at
  the key or value concerned and suggesting the nearest valid name:

  \`\`\`text
  specs/screens/practices.screen.yaml:16:1  unknown key \`colums\`; did you mean \`columns\`?
  specs/screens/practice.screen.yaml:7:1  \`filters\` is not a key of a \`form\` screen (it belongs to \`list\`)
  \`\`\`

- \`npm run dev\` serves the portal with live reload on http://localhost:8080 (demo users: see the
  top-level README): save a spec and the open browser shows the change at once; a spec with a
  problem shows the same \`file:line:column\` message in the browser's overlay, and the portal keeps
  running on the last good specs until it is fixed.
- \`npm run generate\` rewrites \`src/generated/\` and this file (commit both);
  \`npm run generate -- --check\` fails when either is out of date.`,
  },
  { heading: 'Walk-throughs', body: walkthroughMarkdown() },
  {
    heading: 'How to read this reference',
    body: `This file is generated from the JSON Schemas of \`specs/schema/\` (titles, descriptions and
\`examples\`); edit those, not this file. Each construct below has a table of its keys: **required**
says whether it must be given, **value** is the kind of value it takes (text, a number, true/false, a
list, one of fixed values, or a link → to another construct), and the description says what it does.
Dotted keys (\`source.params\`) are keys of an object inside the construct. Every example is checked
against its construct by \`generator/emit/emitSpecReference.test.ts\`, so the examples are valid specs.`,
  },
];

/** One OpenAPI extension of specs/api: where it goes, what it does, and an operation using it. */
export interface OpenApiExtension {
  name: string;
  /** What the server or the portal does with it. */
  description: string;
  /** An operation of specs/api that uses it: its path, method and OpenAPI operation object. */
  example: { path: string; method: string; operation: Record<string, unknown> };
}

const patientIdParameter = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
const answer = { '200': { description: 'The answer' } };

/** The Cadence extensions an operation of specs/api may carry (the linter checks each one). */
export const openApiExtensions: readonly OpenApiExtension[] = [
  {
    name: 'x-audit',
    description:
      'Every call of an operation that reads or writes patient data is recorded in the audit log (`/papertrail`). `action` names what the call did as the log shows it (`area.verb`, e.g. `patient.delete`, `device.list`), labelled in specs/catalog/audit-lookups.yaml; `kind` is `read`, `search`, `create`, `write` or `delete`; `patient` says where the patient id is: `path.<path parameter>`, `body.<field>` or `response.<field>[]...` inside the answer (a list of sources when there are several); `where` keeps only the answer rows whose fields equal its values. An operation whose path, body or answer names a patient must carry it.',
    example: {
      path: '/patient/{id}',
      method: 'delete',
      operation: {
        operationId: 'archivePatient',
        'x-audit': { action: 'patient.delete', kind: 'delete', patient: 'path.id' },
        parameters: [patientIdParameter],
        responses: answer,
      },
    },
  },
  {
    name: 'x-cadence-reads',
    description:
      'The resources (named as in `dataScope` of `specs/access.yaml`) whose records the answer shows: an open list or detail screen that called it is refreshed, in every tab, when one of them changes.',
    example: {
      path: '/patient/list',
      method: 'post',
      operation: {
        operationId: 'listPatients',
        'x-cadence-reads': ['patients'],
        'x-audit': { action: 'patient.search', kind: 'search', patient: 'response.data[].patient_id' },
        responses: answer,
      },
    },
  },
  {
    name: 'x-cadence-changes',
    description:
      'The record a successful call writes: `resource` (a resource some operation reads) and `id` (`path.<parameter>`, `body.<field>` or `response.<field>`, nested as `response.<field>.<field>`: the id the rows of its readers carry). Every portal tab showing that resource is told and refreshes, also across middleware processes.',
    example: {
      path: '/patient/{id}',
      method: 'patch',
      operation: {
        operationId: 'updatePatient',
        'x-cadence-changes': { resource: 'patients', id: 'path.id' },
        'x-audit': { action: 'patient.write', kind: 'write', patient: 'path.id' },
        parameters: [patientIdParameter],
        responses: answer,
      },
    },
  },
  {
    name: 'x-cadence-scope',
    description:
      'The data-scoped resources (named as in `dataScope` of `specs/access.yaml`; one name or a list) whose rows the operation lists, reads, changes or deletes. The middleware hands its handler each one already limited to the rows the caller sees (`call.scoped.<resource>`: the list condition and the lookup of one row), so the same scope holds in the list, the detail, the update and the delete, and a row out of scope answers like a missing one. An unknown name is a lint error at its line.',
    example: {
      path: '/patient/{id}',
      method: 'get',
      operation: {
        operationId: 'getPatient',
        'x-cadence-scope': 'patients',
        parameters: [patientIdParameter],
        responses: answer,
      },
    },
  },
  {
    name: 'x-cadence-paging',
    description:
      'How the answer of a list operation pages, for the rare operation whose 200 answer does not show it: `camel` (`currentPage`, `lastPage`), `snake` (`current_page`, `last_page`) or `whole` (the whole list, shown as one page). Otherwise it is read from the answer: `data` an array is `whole`, with `currentPage` `camel`, with `current_page` `snake`. A list screen whose operation tells neither is a lint error at its `operation:`.',
    example: {
      path: '/report/list',
      method: 'post',
      operation: { operationId: 'listReports', 'x-cadence-paging': 'snake', responses: answer },
    },
  },
  {
    name: 'x-cadence-filters',
    description:
      'Where a list screen puts its filter values (and its tab) in the request: `search` (the request\'s `search` object) or `body` (fields of the body itself). Otherwise it is `search` when the request body has a `search` object and `body` when not; say `body` for an operation that has both, e.g. POST device/list.',
    example: {
      path: '/device/list',
      method: 'post',
      operation: { operationId: 'listDevices', 'x-cadence-filters': 'body', responses: answer },
    },
  },
  {
    name: 'x-cadence-open',
    description:
      'On an object schema (of an answer or a request body, not on the operation): its keys are data (a map keyed by id, answers named by their questions), so a field path a screen names through it is not checked; with `additionalProperties` as a schema, the path goes on into that schema. Every other object a screen names a field in must declare its `properties`: the linter refuses a field the schema does not declare (suggesting the nearest) and reports an object that declares none.',
    example: {
      path: '/survey/answers',
      method: 'post',
      operation: {
        operationId: 'listSurveyAnswers',
        responses: {
          '200': {
            description: 'Each answer by question key',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: { type: 'object', 'x-cadence-open': true, additionalProperties: { type: 'object', properties: { score: { type: 'integer' } } } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  {
    name: 'x-max-upload-bytes',
    description:
      'The largest file, in bytes, that an upload operation (a `multipart/form-data` request body) accepts; the rest of a larger file is discarded and the operation answers its own "too large" message. Every upload operation must state it (the middleware refuses to start otherwise).',
    example: {
      path: '/firmware',
      method: 'post',
      operation: {
        operationId: 'uploadFirmware',
        'x-max-upload-bytes': 67108864,
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
            },
          },
        },
        responses: answer,
      },
    },
  },
];
