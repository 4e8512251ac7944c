import { Badge, Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { AccessRule } from '../../src/generated/access';
import type { Compiled } from '../../src/generated/compiled-types';
import type { DetailSpec } from '../../src/generated/spec-types';
import { valueAtPath } from '../core/formFieldPaths';
import { CellView } from '../formats/CellView';
import type { CellDisplay, Row } from '../formats/cellDisplay';
import type { OperationCall } from '../core/listSpec';
import { useFormatResolver } from '../registry/formatRegistry';
import type { ConfirmAsk } from '../core/ConfirmAsk';
import { DetailActions } from './DetailActions';
import { slotKey } from './slotKey';
import { SlotContent } from './SlotContent';
import { fillTemplate } from '../core/fillTemplate';
import { message } from '../../src/generated/catalog';

/** A banner value: its display, or a dash when it has none. */
function shownOrDash(display: CellDisplay) {
  return display.kind === 'empty' ? '—' : <CellView display={display} />;
}

/** Props of {@link DetailHeader}. */
export interface DetailHeaderProps {
  detail: Compiled<DetailSpec>;
  record: Row;
  can: (rule: AccessRule) => boolean;
  call: OperationCall;
  confirm: ConfirmAsk;
  reload: () => void;
  /** The spec's name, quoted when it names an unknown format. */
  spec: string;
  /** The screen's route. */
  route: string;
}

/**
 * The header card of a detail screen: the heading, the badge and the status, the banner (the
 * record's key facts, always shown: the patient banner, issue 27 defect 9), the header parts
 * (the registry's icons, buttons and dialogs, or what a slot describes), the actions, and the
 * details, folded until the user expands them ([profile-header-details]).
 */
export function DetailHeader({ detail, record, can, call, confirm, reload, spec, route }: DetailHeaderProps) {
  const resolveFormat = useFormatResolver();
  const [expandedByUser, { toggle }] = useDisclosure(false);
  const open = detail.fieldsOpen === true;
  const expanded = open || expandedByUser;
  const heading = fillTemplate(detail.heading, record).trim();
  const show = (field: string, format: string | undefined) => (
    <CellView display={resolveFormat(format, spec)(valueAtPath(record, field), record)} />
  );
  const status = detail.status === undefined ? undefined : valueAtPath(record, detail.status);
  return (
    <Card withBorder radius="md" padding="lg" component="header" aria-label={message('detailHeaderLabel')}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={6}>
          <Group gap="sm" wrap="wrap">
            <Title order={1}>
              {heading === '' && detail.headingFallback !== undefined
                ? detail.headingFallback
                : heading}
            </Title>
            {detail.badge !== undefined && (
              <Badge
                size="lg"
                variant="light"
                radius="sm"
                aria-label={`${detail.badge.label} ${fillTemplate(`{${detail.badge.field}}`, record)}`}
              >
                {detail.badge.label}: {show(detail.badge.field, detail.badge.format)}
              </Badge>
            )}
            {typeof status === 'string' && (
              <Badge variant="outline" color="gray" data-testid="detail-status">
                {status}
              </Badge>
            )}
          </Group>
          {(detail.banner ?? []).length > 0 && (
            <Group component="dl" gap="lg" wrap="wrap" aria-label={message('detailSummaryLabel', { heading })} data-testid="detail-banner" style={{ margin: 0, rowGap: 4 }}>
              {(detail.banner ?? []).map((field) => (
                <Group key={field.field} gap={6} wrap="nowrap" align="baseline">
                  <Text component="dt" size="xs" c="gray.7">
                    {field.label}
                  </Text>
                  <Text component="dd" size="sm" fw={500} m={0} data-field={field.field}>
                    {shownOrDash(resolveFormat(field.format, spec)(valueAtPath(record, field.field), record))}
                  </Text>
                </Group>
              ))}
            </Group>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {(detail.parts ?? [])
            .filter((slot) => slot.access === undefined || can(slot.access))
            .map((slot) => (
              <SlotContent key={slotKey(slot)} slot={slot} record={record} reload={reload} call={call} confirm={confirm} can={can} route={route} />
            ))}
          <DetailActions
            actions={detail.actions ?? []}
            record={record}
            can={can}
            call={call}
            confirm={confirm}
            reload={reload}
            spec={spec}
          />
        </Group>
      </Group>
      {(detail.fields ?? []).length > 0 && (
        <>
          {!open && (
            <Button
              variant="subtle"
              size="compact-sm"
              mt="sm"
              style={{ alignSelf: 'flex-start' }}
              onClick={toggle}
              aria-expanded={expanded}
              aria-controls="detail-fields"
            >
              {expanded ? message('detailShowLess') : message('detailShowMore')}
            </Button>
          )}
          <Collapse expanded={expanded} id="detail-fields">
            <SimpleGrid
              component="dl"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="sm"
              verticalSpacing="xs"
              mt="sm"
              style={{ margin: 0 }}
            >
              {(detail.fields ?? []).map((field) => (
                <div key={field.field}>
                  <Text component="dt" size="xs" c="dimmed">
                    {field.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} data-field={field.field}>
                    {show(field.field, field.format)}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Collapse>
        </>
      )}
    </Card>
  );
}
