/** Password of every demo user. */
export const demoPassword: string;
/** The demo users the seed creates, with their role name in specs/access.yaml. */
export const demoUsers: ReadonlyArray<{ username: string; role: string; note?: string }>;
