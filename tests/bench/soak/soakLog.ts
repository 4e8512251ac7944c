// What the soak saw, kept as raw records with their times; soakFigures.ts turns them into the
// printed figures once the run is over.

/** One middleware call of a portal client. `status` 0 is a call that got no answer (a network error). */
export interface CallRecord {
  operation: string;
  status: number;
  startedAt: number;
  ms: number;
}

/** A tablet message that makes the dashboards' tiles change (a push), as the tablet sent it. */
export interface TabletEvent {
  patientId: number;
  /** The push types that message may cause (pain: pain_high or patient_update). */
  pushTypes: readonly string[];
  at: number;
}

/** A push as one dashboard received it. */
export interface ReceivedPush {
  patientId: number;
  type: string;
  at: number;
}

/** A fault the soak caused: from when it began to when the database was back. */
export interface FaultWindow {
  name: string;
  startedAt: number;
  endedAt: number;
}

export interface DashboardLog {
  readonly name: string;
  readonly pushes: ReceivedPush[];
  /** When the server told the dashboard to refetch (its live channel came back), or the socket was opened again. */
  readonly resyncs: number[];
}

export interface SoakLog {
  readonly calls: CallRecord[];
  readonly tabletEvents: TabletEvent[];
  /** Times at which a tablet got an error reply: events around them may rightly cause no push. */
  readonly tabletErrors: { patientId: number; at: number }[];
  readonly dashboards: DashboardLog[];
  /** Ids of notes the middleware acknowledged (200): each must be in the database at the end. */
  readonly acknowledgedNotes: number[];
  readonly faults: FaultWindow[];
}

export function newSoakLog(): SoakLog {
  return { calls: [], tabletEvents: [], tabletErrors: [], dashboards: [], acknowledgedNotes: [], faults: [] };
}
