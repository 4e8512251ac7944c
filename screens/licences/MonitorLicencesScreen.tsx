import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { lookups, message } from '../../src/generated/catalog';
import { useOperationQuery, useReadFailure, type ViaPort } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import { LicenceGrid } from './LicenceGrid';
import { LicencePopup } from './LicencePopup';
import type { Therapist } from './therapist';

/** The monitor type's name (1 RTM, 2 RPM: the catalogue's `monitorTypes`), if it has one. */
function monitorTypeName(therapist: Therapist): string | undefined {
  return lookups.monitorTypes.values.find((option) => option.value === therapist.monitor_type_id)?.label;
}

/**
 * Patient Monitoring Licenses ([licences-layout]): one card per monitoring therapist with the
 * grid of the 50 states and DC coloured by licence expiry, and the licence popup of a cell. The
 * therapists are a cached read; a saved or deleted licence marks it stale (`x-cadence-changes:
 * licences`), so the grid shows the new colour. `call` is the portal's client unless a test gives
 * a fake.
 */
export function MonitorLicencesScreen({ call }: ViaPort = {}) {
  const therapists = useOperationQuery('listSpecialistsWithLicenses', [], { call });
  useReadFailure(therapists, notifyError);
  const [open, setOpen] = useState<{ therapistId: number; state: string } | undefined>();
  const today = new Date();
  const opened = open === undefined ? undefined : therapists.data?.find((therapist) => therapist.id === open.therapistId);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>{message('licencesTitle')}</Title>
        {therapists.isPending && <Loader size="sm" aria-label={message('runtimeLoading')} />}
      </Group>
      {therapists.isError && therapists.data === undefined && <Alert color="red" title={message('licencesLoadFailed')} />}
      {therapists.data?.length === 0 && <Text c="dimmed">{message('emptyList')}</Text>}
      {therapists.data?.map((therapist) => {
        const name = [therapist.first_name, therapist.last_name].filter(Boolean).join(' ');
        const monitorType = monitorTypeName(therapist);
        return (
          <Card key={therapist.id} withBorder component="section" aria-label={message('licencesOfTherapist', { username: therapist.username })}>
            <Group gap="sm" mb="sm">
              <Title order={2} size="h4">
                {therapist.username}
              </Title>
              {name !== '' && <Text c="gray.7">{name}</Text>}
              {monitorType !== undefined && (
                <Badge variant="outline" color="dark">
                  {monitorType}
                </Badge>
              )}
            </Group>
            <LicenceGrid therapist={therapist} today={today} onOpen={(state) => setOpen({ therapistId: therapist.id, state })} />
          </Card>
        );
      })}
      {open !== undefined && opened !== undefined && <LicencePopup key={`${String(open.therapistId)}-${open.state}`} therapist={opened} state={open.state} call={call} onClose={() => setOpen(undefined)} />}
    </Stack>
  );
}
