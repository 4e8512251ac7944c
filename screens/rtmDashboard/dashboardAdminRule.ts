/** The super admin's own dashboard tools ([rtm-fake-patients], [rtm-display-all-data]). */
export const dashboardAdminRule = { roles: ['superAdmin'] } as const;
