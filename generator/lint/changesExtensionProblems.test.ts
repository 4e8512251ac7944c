import { describe, expect, it } from 'vitest';
import { parseSpecFile } from '../load/parseSpecFile';
import type { OpenApiDocument } from '../load/mergeOpenApi';
import { changesExtensionProblems } from './changesExtensionProblems';

function problemsOf(yaml: string) {
  const { file } = parseSpecFile('specs/api/patients.yaml', yaml);
  return changesExtensionProblems(file, file.data as OpenApiDocument).map((problem) => `${String(problem.line)}: ${problem.message}`);
}

const listPatients = `  /patient/list:
    post:
      operationId: listPatients
      x-cadence-reads: [patients]
`;

describe('changesExtensionProblems (x-cadence-changes, x-cadence-reads)', () => {
  it('finds nothing wrong in a write of a resource that a read shows, with its id in the path', () => {
    expect(
      problemsOf(`paths:
${listPatients}  /patient/{id}:
    patch:
      operationId: updatePatient
      x-cadence-changes: { resource: patients, id: path.id }
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
`),
    ).toEqual([]);
  });

  it('takes an id nested in the answer (response.assignment.version_patient_id), but never nested in the path or the body', () => {
    const write = (id: string) => `paths:
${listPatients}  /patient/assign:
    post:
      operationId: assignPatient
      x-cadence-changes: { resource: patients, id: ${id} }
`;
    expect(problemsOf(write('response.assignment.version_patient_id'))).toEqual([]);
    expect(problemsOf(write('body.patient.id'))).toEqual([expect.stringMatching(/^9: `x-cadence-changes` id `body.patient.id` must be path.<parameter>, body.<field> or response.<field>\[.<field>...\]/)]);
    expect(problemsOf(write('response.assignment.1d'))).toEqual([expect.stringMatching(/^9: `x-cadence-changes` id `response.assignment.1d` must start with/)]);
  });

  it('reports an unknown key, a resource nothing reads, an id that is not a parameter, and a read of an unwritten resource', () => {
    expect(
      problemsOf(`paths:
${listPatients}  /patient/{id}:
    patch:
      operationId: updatePatient
      x-cadence-changes: { resource: patiens, id: path.patientId, when: always }
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
  /practice/list:
    post:
      operationId: listPractices
      x-cadence-reads: [practices]
`),
    ).toEqual([
      expect.stringMatching(/^5: `x-cadence-reads`: unknown written resource `patients`; did you mean `patiens`/),
      expect.stringMatching(/^9: unknown `x-cadence-changes` key `when`/),
      expect.stringMatching(/^9: `x-cadence-changes`: unknown read resource `patiens`; did you mean `patients`/),
      expect.stringMatching(/^9: `x-cadence-changes` id `path.patientId`: unknown path parameter of updatePatient `patientId`/),
      expect.stringMatching(/^15: `x-cadence-reads`: unknown written resource `practices`/),
    ]);
  });
});
