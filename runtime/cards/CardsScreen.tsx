import { Alert, Button, Card, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { AccessRule } from '../../src/generated/access';
import { constants, message } from '../../src/generated/catalog';
import { forms } from '../../src/generated/forms';
import type { Compiled } from '../../src/generated/compiled-types';
import type { CardDialog, CardForm as CardFormSpec } from '../../src/generated/spec-types';
import type { CompiledCardsScreen } from '../../src/generated/compiled-types';
import { useSpecOperationQuery } from '../api/operationQueries';
import { catalogText } from '../catalog/catalogText';
import { fillTemplate } from '../core/fillTemplate';
import { notifyError } from '../errors/notifyError';
import type { Row } from '../formats/cellDisplay';
import { CellView } from '../formats/CellView';
import { valueAtPath } from '../core/formFieldPaths';
import type { OperationCall } from '../core/listSpec';
import { ActionButtons } from '../actions/ActionButtons';
import { useActionRunner } from '../actions/useActionRunner';
import { conditionHolds } from '../core/condition';
import { useFormatResolver } from '../registry/formatRegistry';
import { useRuntimeRegistry } from '../registry/RuntimeRegistryContext';
import { SessionContext } from '../session/SessionContext';
import { CardDialogList } from './CardDialogList';
import { CardForm } from './CardForm';
import { CardFormPanel } from './CardFormPanel';
import { recordsOf, sourceCall } from './cardsData';
import { recordKey, useCardEdits } from './useCardEdits';

/** Props of {@link CardsScreen}. */
export interface CardsScreenProps {
  /** Any screen spec of `kind: cards` (tests may write just these fields). */
  spec: Pick<CompiledCardsScreen, 'route' | 'title' | 'cards'>;
  call: OperationCall;
}

/**
 * What a card action or a card part opened, for one record (with the values a part added): a
 * dialog of tables or a form, titled by `title` (a template of the record).
 */
type Opened = { dialog?: Compiled<CardDialog> | undefined; form?: Compiled<CardFormSpec> | undefined; title: string; record: Row } | undefined;

const denyAll = (): boolean => false;

/**
 * Renders any `kind: cards` screen spec: one card per record of `cards.source` (in its order),
 * headed `title`, with its `fields` (a dash where their `when` does not hold) and `actions`: a route, a
 * call (confirmed, then the cards reload), a `dialog` of tables with their own row actions
 * (closed with `closeLabel`), or a `form` in a dialog. Its `parts` are drawn by code under the
 * fields (the registry's card parts), each may open its `form` with values of its own. With `edit` each card holds a form,
 * loaded per record and saved together by Save (Cancel restores them); with `add` a button adds
 * new cards holding the add form. Cards sit `columns` to a row, one below 1217 px.
 *
 * @example
 * <CardsScreen spec={firmwareSpec} call={callOperation} />
 */
export function CardsScreen({ spec, call }: CardsScreenProps) {
  const resolveFormat = useFormatResolver();
  const registry = useRuntimeRegistry();
  const cards = spec.cards;
  const specName = `screen ${spec.route}`;
  const session = useContext(SessionContext);
  const can: (rule: AccessRule) => boolean = session?.can ?? denyAll;
  const mobile = useMediaQuery(`(max-width: ${constants.mobileBreakpointPx - 1}px)`, false, { getInitialValueInEffect: false });
  const [version, setVersion] = useState(0);
  const [opened, setOpened] = useState<Opened>();
  const [dialogVersion, setDialogVersion] = useState(0);
  const [adding, setAdding] = useState<number[]>([]);
  const [nextAdd, setNextAdd] = useState(1);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const { operationId, body: sourceBody, params } = sourceCall(cards.source);
  const source = useSpecOperationQuery(operationId, sourceBody, params, { call, onError: notifyError, reloadOn: version });
  // The records keep their identity between renders (the card forms load per record list).
  const records = useMemo(() => (source.data === undefined ? undefined : recordsOf(source.data)), [source.data]);
  const failed = source.isError;

  const edits = useCardEdits(cards.edit, records, call);
  // A card's form action carries its form spec (a form named as text opens a list's modal form).
  const runner = useActionRunner({
    call,
    session,
    reload,
    spec: specName,
    open: (action, record) =>
      setOpened({
        dialog: action.dialog,
        form: typeof action.form === 'object' ? action.form : undefined,
        title: action.dialog?.title ?? (typeof action.form === 'object' ? action.form.title : undefined) ?? action.label,
        record,
      }),
  });
  const editForm = cards.edit === undefined ? undefined : forms[cards.edit.form];

  const actionButtons = (record: Row, index: number) => (
    <ActionButtons actions={cards.actions ?? []} record={record} keyPrefix={String(index)} can={can} session={session} runner={runner} />
  );

  const heading = (record: Row) => fillTemplate(cards.title, record);
  let body;
  if (records === undefined) {
    body = failed ? (
      <Alert color="red" title={message('cardsLoadFailed')}>
        <Button variant="light" color="red" onClick={reload}>
          {message('listTryAgain')}
        </Button>
      </Alert>
    ) : (
      <Loader aria-label={message('runtimeLoading')} />
    );
  } else {
    body = (
      <SimpleGrid cols={mobile ? 1 : (cards.columns ?? 3)} spacing="md">
        {adding.map((id) =>
          cards.add === undefined ? null : (
            <Card key={`new-${String(id)}`} withBorder padding="md" component="section" aria-label={cards.add.title ?? cards.add.label}>
              <Title order={2} size="h4" mb="xs">
                {cards.add.title ?? cards.add.label.replace(/^\+\s*/, '')}
              </Title>
              <CardFormPanel
                spec={cards.add}
                idPrefix={`new-${String(id)}`}
                call={call}
                label={cards.add.title ?? cards.add.label}
                onDone={() => {
                  setAdding((list) => list.filter((other) => other !== id));
                  reload();
                }}
                onCancel={() => setAdding((list) => list.filter((other) => other !== id))}
              />
            </Card>
          ),
        )}
        {records.map((record, index) => {
          const key = recordKey(record, index);
          const editData = edits.data[key];
          return (
            <Card key={key} withBorder padding="md" component="section" aria-label={fillTemplate(cards.label ?? cards.title, record)}>
              <Title order={2} size="h4" mb="xs">
                {heading(record)}
              </Title>
              {(cards.fields ?? []).length > 0 && (
                <Stack gap={4} mb="sm">
                  {(cards.fields ?? []).map((field) => (
                    <Group key={field.field} gap="xs" wrap="nowrap">
                      <Text size="sm" c="dimmed">
                        {field.label}:
                      </Text>
                      {field.when !== undefined && !conditionHolds(field.when, record, can) ? (
                        <Text size="sm" aria-label={message('cardFieldNone', { field: field.label })}>
                          -
                        </Text>
                      ) : (
                        <CellView display={resolveFormat(field.format, specName)(valueAtPath(record, field.field), record)} />
                      )}
                    </Group>
                  ))}
                </Stack>
              )}
              {(cards.parts ?? []).map((part, partIndex) => {
                const Part = registry.cardParts.resolve(part.part, { spec: specName });
                const form = part.form;
                return (
                  <Suspense key={`${part.part}-${String(partIndex)}`} fallback={<Loader size="sm" aria-label={message('runtimeLoading')} />}>
                    <Part record={record} call={call} open={(values) => form !== undefined && setOpened({ form, title: form.title ?? '', record: { ...record, ...values } })} />
                  </Suspense>
                );
              })}
              {editForm !== undefined &&
                (editData === undefined ? (
                  <Loader size="sm" aria-label={message('runtimeLoading')} />
                ) : (
                  <>
                    {edits.fallbackKeys.has(key) && cards.edit?.load.fallbackNotice !== undefined && (
                      <Text size="sm" c="dimmed" mb="xs" data-testid="card-fallback-notice">
                        {catalogText(cards.edit.load.fallbackNotice, { id: key })}
                      </Text>
                    )}
                    <CardForm
                      form={editForm}
                      data={editData}
                      onChange={(next) => edits.change(key, next)}
                      files={edits.files(key)}
                      call={call}
                      disabled={edits.saving}
                      label={heading(record)}
                      formRef={edits.formRef(key)}
                      idPrefix={`card-${key}`}
                    />
                  </>
                ))}
              {(cards.actions ?? []).length > 0 && (
                <Group gap={6} mt="sm">
                  {actionButtons(record, index)}
                </Group>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    );
  }

  const openedDialog = opened?.dialog;
  const openedForm = opened?.form;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{spec.title}</Title>
        {cards.add !== undefined && (
          <Button
            onClick={() => {
              setAdding((list) => [nextAdd, ...list]);
              setNextAdd((value) => value + 1);
            }}
          >
            {cards.add.label}
          </Button>
        )}
      </Group>
      {records !== undefined && records.length === 0 && adding.length === 0 && (
        <Text role="status" c="dimmed" ta="center" py="xl">
          {cards.empty ?? message('emptyList')}
        </Text>
      )}
      {body}
      {runner.overlay}
      {cards.edit !== undefined && records !== undefined && (
        <Group>
          <Button onClick={edits.save} loading={edits.saving} disabled={edits.saving}>
            {catalogText(cards.edit.saveLabel ?? 'Save')}
          </Button>
          <Button variant="default" onClick={edits.cancel} disabled={edits.saving || !edits.dirty}>
            {catalogText(cards.edit.cancelLabel ?? 'Cancel')}
          </Button>
        </Group>
      )}
      <Modal
        opened={opened !== undefined}
        onClose={() => setOpened(undefined)}
        size={openedDialog !== undefined ? 'xl' : 'md'}
        title={opened === undefined ? '' : fillTemplate(opened.title, opened.record)}
      >
        {opened !== undefined && openedDialog !== undefined && (
          <Stack gap="lg">
            {openedDialog.lists.map((list) => (
              <CardDialogList
                key={list.title}
                spec={list}
                record={opened.record}
                call={call}
                version={dialogVersion}
                specName={specName}
                onChanged={() => {
                  setDialogVersion((value) => value + 1);
                  reload();
                }}
              />
            ))}
            <Group justify="flex-end">
              <Button onClick={() => setOpened(undefined)}>{catalogText(openedDialog.closeLabel ?? 'Close')}</Button>
            </Group>
          </Stack>
        )}
        {opened !== undefined && openedForm !== undefined && (
          <CardFormPanel
            spec={openedForm}
            record={opened.record}
            call={call}
            label={fillTemplate(opened.title, opened.record)}
            onDone={() => {
              setOpened(undefined);
              reload();
            }}
            onCancel={() => setOpened(undefined)}
          />
        )}
      </Modal>
    </Stack>
  );
}
