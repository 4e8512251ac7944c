import { Alert, Center, Loader, SimpleGrid, Stack } from '@mantine/core';
import { useContext, useEffect } from 'react';
import { useParams } from 'react-router';
import type { AccessRule } from '../../src/generated/access';
import type { DetailScreenSpec } from '../../src/generated/spec-types';
import type { OperationCall } from '../list/listSpec';
import { SessionContext } from '../session/SessionContext';
import type { ConfirmAsk } from './ConfirmAsk';
import { DetailHeader } from './DetailHeader';
import { messageText } from './messageText';
import { PanelCard } from './PanelCard';
import { useDetailRecord } from './useDetailRecord';
import { useVisitLog } from './useVisitLog';

/** Props of {@link DetailScreen}. */
export interface DetailScreenProps {
  spec: Pick<DetailScreenSpec, 'route' | 'title' | 'detail'>;
  /** How the screen calls the middleware (path parameters in the third argument). */
  call: OperationCall;
  /** The portal's confirmation dialog. */
  confirm: ConfirmAsk;
}

const allowAll = () => true;

/**
 * Renders any `kind: detail` screen spec: loads the record named by the route's parameters, shows
 * the header card (heading, badge, status, parts, actions, expandable details) and the panels in
 * the spec's order, and logs the visit when the spec has a `visitLog`. A record that cannot be
 * loaded shows the spec's `notFound` text (and a browser alert when `loadFailureAlert` is set).
 *
 * @example
 * <DetailScreen spec={routeTable['/patientProfile/{id}']} call={callOperation} confirm={askConfirm} />
 */
export function DetailScreen({ spec, call, confirm }: DetailScreenProps) {
  const routeParams = useParams();
  const can: (rule: AccessRule) => boolean = useContext(SessionContext)?.can ?? allowAll;
  const { detail } = spec;
  const { record, error, loading, reload } = useDetailRecord(detail.source, routeParams, call);
  useVisitLog(detail.visitLog, routeParams, call, can);
  const failed = error !== undefined && !loading;
  const notFound = messageText(detail.notFound ?? 'The record could not be loaded.');
  useEffect(() => {
    if (failed && detail.loadFailureAlert === true) window.alert(notFound);
  }, [failed, detail.loadFailureAlert, notFound]);

  if (failed) {
    return (
      <Alert color="red" title={notFound} role="alert">
        {spec.title}
      </Alert>
    );
  }
  if (record === undefined) {
    return (
      <Center py="xl" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  const panels = (detail.panels ?? []).filter((slot) => slot.access === undefined || can(slot.access));
  return (
    <Stack gap="md" aria-busy={loading}>
      <DetailHeader
        detail={detail}
        record={record}
        can={can}
        call={call}
        confirm={confirm}
        reload={reload}
        spec={`screen ${spec.route}`}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {panels.map((slot) => (
          <PanelCard
            key={slot.panel}
            slot={slot}
            record={record}
            reload={reload}
            call={call}
            confirm={confirm}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
