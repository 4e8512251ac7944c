// Who may Start Monitoring (document 2, section 6): "observer monitor type (first monitor_type_id
// 1), super admin, or patient monitoring assistant" ([rtm-start-monitoring-who]). The operation's
// access rule lets the monitoring specialist and manager through too; of those, only an observer
// starts. The monitor type is the user's own (users.user_monitor_type: 1 RTM observer, 2 RPM),
// which the session profile does not carry, so it is read here.
import type { Queryable } from '../../db/Database';
import { callerIn, callerMay } from '../../security/roleFacts';
import type { UserProfile } from '../../session/UserProfile';

/** users.user_monitor_type of an RTM observer. */
export const observerMonitorType = 1;

/**
 * Whether the caller may open a monitoring room.
 *
 * @example
 * await canStartMonitoring(db, call.profile); // true for pms (monitor type 1), superadmin and pma
 */
export async function canStartMonitoring(db: Queryable, profile: UserProfile): Promise<boolean> {
  if (!callerMay(profile, 'createMonitorRoom')) return false;
  if (callerIn(profile, 'rtmRoomStarters')) return true;
  const [row] = await db.query<{ user_monitor_type: number | null }>('select user_monitor_type from users where id = $1', [profile.user.id]);
  return row?.user_monitor_type === observerMonitorType;
}
