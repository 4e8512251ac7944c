import { isSuperUserRole } from '../../src/generated/access';
import type { SessionView } from '../../runtime/session/sessionView';

/** One prescription template of a practice. */
export interface PrescriptionTemplate {
  label: string;
  url: string;
}

/** Whose name and NPI go into the prescription. */
export interface Prescriber {
  name: string;
  npi: string | null;
}

/** The clinical staff role (document 3 section 6, "role type 50"). */
const clinicalStaffRoleId = 50;

/**
 * The prescription templates of a practice's `template_url` ([prescribe-needs-template-url]):
 * none without one; otherwise each entry, separated by new lines, is a URL or `Label | URL`
 * (one template is the usual case; several make the Prescribe button open a chooser).
 *
 * @example
 * prescriptionTemplates('Knee | https://forms.example/knee\nHip | https://forms.example/hip');
 * // [{ label: 'Knee', url: 'https://forms.example/knee' }, { label: 'Hip', url: 'https://forms.example/hip' }]
 */
export function prescriptionTemplates(templateUrl: string | null | undefined): PrescriptionTemplate[] {
  if (!templateUrl) return [];
  return templateUrl
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .flatMap((line, index): PrescriptionTemplate[] => {
      const bar = line.lastIndexOf('|');
      const label = bar > 0 ? line.slice(0, bar).trim() : `Template ${index + 1}`;
      const url = (bar > 0 ? line.slice(bar + 1) : line).trim();
      return /^https?:\/\//i.test(url) ? [{ label, url }] : [];
    });
}

/**
 * True when the prescriber must be chosen rather than being the user: clinical staff (role 50)
 * and internal administrators prescribe for one of the practice's surgeons ([prescriber-name-npi]).
 */
export function choosesPrescriber(roleId: number | undefined): boolean {
  return roleId === clinicalStaffRoleId || (roleId !== undefined && isSuperUserRole(roleId));
}

/**
 * The template's URL with the prescriber's name and NPI filled in (`prescriber_name`,
 * `prescriber_npi`), keeping the template's own query.
 *
 * @example
 * prescriptionUrl({ label: 'Knee', url: 'https://forms.example/knee?x=1' }, { name: 'Helen Okafor', npi: '1811223344' });
 * // 'https://forms.example/knee?x=1&prescriber_name=Helen+Okafor&prescriber_npi=1811223344'
 */
export function prescriptionUrl(template: PrescriptionTemplate, prescriber: Prescriber | undefined): string {
  if (!prescriber) return template.url;
  const url = new URL(template.url);
  url.searchParams.set('prescriber_name', prescriber.name);
  if (prescriber.npi) url.searchParams.set('prescriber_npi', prescriber.npi);
  return url.toString();
}

interface MemberName {
  id?: number;
  first_name?: string;
  last_name?: string;
  npi?: string | null;
}

/**
 * Who prescribes without choosing ([prescriber-name-npi]): the member a super user acts as, else
 * the user's own team member; undefined when that member has no name.
 *
 * @example
 * sessionPrescriber(session); // { name: 'Helen Okafor', npi: '1811223344' }
 */
export function sessionPrescriber(session: Pick<SessionView, 'acting' | 'user'>): Prescriber | undefined {
  const member: MemberName | undefined = session.acting ?? session.user?.practice_team_member ?? undefined;
  return member?.first_name
    ? { name: [member.first_name, member.last_name].filter(Boolean).join(' '), npi: member.npi ?? null }
    : undefined;
}
