let openLogId: number | undefined;

/**
 * Remembers the patient viewing log a monitoring user has open (document 1 section 4: a log
 * starts when a patient is opened and finishes on leaving, when another patient opens, or when the
 * session ends), so that the session can finish it on an idle logout ([idle-forced-logout]).
 */
export function setOpenViewingLog(id: number | undefined): void {
  openLogId = id;
}

/** The viewing log that is open, if any. */
export function openViewingLog(): number | undefined {
  return openLogId;
}

/**
 * Finishes the open viewing log through `finish` (the session machine's actor sends POST
 * rtm_patient_viewing_logs/finish {id}, document 3 section 7.1); nothing to do when no log is open.
 */
export async function finishOpenViewingLog(finish: (id: number) => Promise<unknown>): Promise<void> {
  const id = openLogId;
  if (id === undefined) return;
  await finish(id);
  openLogId = undefined;
}
