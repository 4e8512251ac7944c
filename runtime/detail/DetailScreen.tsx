import { Alert, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useContext, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { AccessRule } from '../../src/generated/access';
import type { CompiledDetailScreen } from '../../src/generated/compiled-types';
import type { OperationCall } from '../core/listSpec';
import { SessionContext } from '../session/SessionContext';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import { DetailHeader } from './DetailHeader';
import { DetailLookupForm } from './DetailLookupForm';
import { DetailTables } from './DetailTables';
import { conditionHolds } from '../core/condition';
import { PanelCard } from './PanelCard';
import { slotKey } from './slotKey';
import { useDetailRecord } from './useDetailRecord';
import { useVisitLog } from './useVisitLog';
import { message } from '../../src/generated/catalog';
import type { Row } from '../formats/cellDisplay';

/** Props of {@link DetailScreen}. */
export interface DetailScreenProps {
  spec: Pick<CompiledDetailScreen, 'route' | 'title' | 'detail'>;
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
  const [query, setQuery] = useSearchParams();
  const lookup = detail.lookup;
  const searched = lookup === undefined ? '' : (query.get(lookup.param) ?? '');
  const { record, error, loading, idle, reload } = useDetailRecord(detail.source, routeParams, call, {
    lookup: lookup === undefined ? undefined : { param: lookup.param, value: searched },
    shape: detail.shape,
  });
  useVisitLog(detail.visitLog, routeParams, call, can);
  const failed = error !== undefined && !loading;
  const notFound = detail.notFound ?? 'The record could not be loaded.';
  useEffect(() => {
    if (failed && detail.loadFailureAlert === true) window.alert(notFound);
  }, [failed, detail.loadFailureAlert, notFound]);

  const body = (shown: Row) => {
    const panels = (detail.panels ?? []).filter(
      (slot) =>
        (slot.access === undefined || can(slot.access)) &&
        // A slot's `when` asks the record (the survey panel: a patient who takes a survey now).
        (slot.when === undefined || conditionHolds(slot.when, shown, can)),
    );
    return (
      <Stack gap="md" aria-busy={loading}>
        <DetailHeader
          detail={detail}
          record={shown}
          can={can}
          call={call}
          confirm={confirm}
          reload={reload}
          spec={`screen ${spec.route}`}
          route={spec.route}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {panels.map((slot) => (
            <PanelCard
              key={slotKey(slot)}
              slot={slot}
              record={shown}
              reload={reload}
              call={call}
              confirm={confirm}
              can={can}
              route={spec.route}
            />
          ))}
        </SimpleGrid>
        {detail.tables !== undefined && (
          <DetailTables tables={detail.tables} record={shown} spec={`screen ${spec.route}`} />
        )}
      </Stack>
    );
  };

  if (lookup !== undefined) {
    // A lookup screen: the search, then the record found, or the notFound text.
    const search = (
      <DetailLookupForm
        lookup={lookup}
        value={searched}
        busy={loading}
        onSearch={(value) => {
          if (value === searched) reload();
          else setQuery(value === '' ? {} : { [lookup.param]: value });
        }}
      />
    );
    if (idle === true || failed || record === undefined) {
      return (
        <Stack gap="md">
          <Title order={1}>{spec.title}</Title>
          {search}
          {failed && (
            <Text role="status" c="dimmed" ta="center" py="xl">
              {notFound}
            </Text>
          )}
          {!failed && idle !== true && (
            <Center py="xl" role="status" aria-label={message('runtimeLoading')}>
              <Loader />
            </Center>
          )}
        </Stack>
      );
    }
    return (
      <Stack gap="md">
        <Title order={1}>{spec.title}</Title>
        {search}
        {body(record)}
      </Stack>
    );
  }
  if (failed) {
    return (
      <Alert color="red" title={notFound} role="alert">
        {spec.title}
      </Alert>
    );
  }
  if (record === undefined) {
    return (
      <Center py="xl" role="status" aria-label={message('runtimeLoading')}>
        <Loader />
      </Center>
    );
  }
  return body(record);
}
