import type { Queryable } from '../db/Database';

/**
 * Fills the profile details of every patient that has no document links yet: the two document
 * links for most patients (an empty text, "not provided", for every fifth), a lock on every
 * seventh patient, an installation method where it is still Unknown and a Medicare compliance
 * where there is none, so that the profile's lock and Document Links have something to show.
 * Set-based and deterministic, like the patients themselves; the phones and addresses come from
 * the patient wizard's seed.
 *
 * @example
 * await db.transaction((tx) => seedPatientDetails(tx));
 */
export async function seedPatientDetails(db: Queryable): Promise<void> {
  await db.query(
    `update patients p set
       installation_method_type_id = case when p.installation_method_type_id = 1 then 2 + p.id % 4 else p.installation_method_type_id end,
       locked = (p.id % 7 = 0),
       medicare_compliance = coalesce(p.medicare_compliance, (array['In Compliance', 'At Risk', 'Non-compliant'])[1 + p.id % 3]),
       patient_caregiver_agreement_url = case when p.id % 5 <> 0 then '/docs/patients/' || p.identifier || '/caregiver-agreement.pdf' else '' end,
       release_of_health_info_url = case when p.id % 5 <> 0 then '/docs/patients/' || p.identifier || '/release-of-health-information.pdf' else '' end
     where p.patient_caregiver_agreement_url is null and p.release_of_health_info_url is null`,
  );
}
