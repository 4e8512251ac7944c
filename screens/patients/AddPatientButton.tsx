import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ShellPartProps } from '../../runtime/registry/shellParts';
import { useSession } from '../../runtime/session/SessionContext';
import { operationAccess } from '../../src/generated/access';
import { message } from '../../src/generated/catalog';

/** Where Add Patient leads: the patient information wizard for a new patient. */
const addPatientPath = '/patientInformation/new';

/**
 * Who is offered Add Patient: whoever the server lets create a patient (the rule of
 * createPatient in specs/access.yaml, Add Patient permission). The wizard's route is open to
 * every signed-in user (it also edits), so the route alone offered it to Report Access, whom the
 * server refuses (issue 27 defect 11).
 */
const createRule = operationAccess.createPatient ?? { permissions: ['addPatient'] };

/**
 * The header's Add Patient button ([header-elements]): on wide screens only
 * ([mobile-breakpoint]) and only for users who may open the new patient wizard and create a
 * patient. A part of the shell (`shell.headerActions` of the app registry).
 */
export function AddPatientButton({ mobile, canOpen }: ShellPartProps) {
  const { can } = useSession();
  if (mobile || !canOpen(addPatientPath) || !can(createRule)) return null;
  return (
    <Button component={Link} to={addPatientPath} size="xs">
      {message('addPatientButton')}
    </Button>
  );
}
