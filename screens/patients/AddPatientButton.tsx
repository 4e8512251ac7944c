import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ShellPartProps } from '../../runtime/registry/shellParts';

/** Where Add Patient leads: the patient information wizard for a new patient. */
const addPatientPath = '/patientInformation/new';

/**
 * The header's Add Patient button ([header-elements]): on wide screens only
 * ([mobile-breakpoint]) and only for users who may open the new patient wizard. A part of the
 * shell (`shell.headerActions` of the app registry).
 */
export function AddPatientButton({ mobile, canOpen }: ShellPartProps) {
  if (mobile || !canOpen(addPatientPath)) return null;
  return (
    <Button component={Link} to={addPatientPath} size="xs">
      Add Patient
    </Button>
  );
}
