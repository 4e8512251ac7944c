import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import type { MaintenanceNotices } from '../../machines/session/types';

/**
 * The notices of the login response: ongoing and upcoming maintenance windows and the password
 * expiry warning ([password-expiry-warning]). Each can be closed for the rest of the session.
 */
export function SessionNotices({
  maintenance,
  notice,
}: {
  maintenance: MaintenanceNotices;
  notice: string | undefined;
}) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const close = (key: string) => setClosed((previous) => new Set(previous).add(key));
  const notices = [
    ...maintenance.ongoing.map((text) => ({
      key: `ongoing:${text}`,
      title: 'Maintenance in progress',
      color: 'orange',
      text,
    })),
    ...maintenance.upcoming.map((text) => ({
      key: `upcoming:${text}`,
      title: 'Upcoming maintenance',
      color: 'blue',
      text,
    })),
    ...(notice ? [{ key: `notice:${notice}`, title: 'Password', color: 'yellow', text: notice }] : []),
  ].filter(({ key }) => !closed.has(key));
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" mb="md">
      {notices.map(({ key, title, color, text }) => (
        <Alert
          key={key}
          title={title}
          color={color}
          withCloseButton
          closeButtonLabel="Close notice"
          onClose={() => close(key)}
        >
          {text}
        </Alert>
      ))}
    </Stack>
  );
}
