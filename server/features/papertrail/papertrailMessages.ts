// What the log viewer's answer says in words beside the catalogue's action labels.

export const papertrailMessages = {
  nameAndUsername: (name: string, username: string) => `${name} (${username})`,
  /** A super user acting as a practice's team member. */
  actingAs: (user: string, member: string) => `${user} (acting as ${member})`,
  onePatient: (identifier: string, name: string) => `Patient ID ${identifier} (${name})`,
  /** A patient id that no patient has (a refused or failed call named it). */
  unknownPatient: (id: number) => `Patient #${id} (no such patient)`,
  manyPatients: (count: number, identifiers: readonly string[], more: number) =>
    `${count} ${count === 1 ? 'patient' : 'patients'}: ${identifiers.join(', ')}${more > 0 ? ` and ${more} more` : ''}`,
  /** A list or a search sent with no filter set. */
  noFilter: 'No filter (every patient in scope)',
} as const;
