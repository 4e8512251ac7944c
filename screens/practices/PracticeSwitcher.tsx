import { Button, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { operationQuery, usePortalQueryClient } from '../../runtime/api/operationQueries';
import { notifyError } from '../../runtime/errors/notifyError';
import type { ShellPartProps } from '../../runtime/registry/shellParts';
import { useSession } from '../../runtime/session/SessionContext';
import { useActingAs, type ActingAs } from '../../runtime/session/useActingAs';
import { constants, message } from '../../src/generated/catalog';
import { actingLabel } from './actingLabel';

/**
 * The practice switcher at the top of the side menu ([menu-practice-switcher]): a super user
 * picks a practice to act as one of its members ([practice-spoof]); while acting it shows
 * 'Acting as {member}' with the practice and a Deselect Practice button that returns to the
 * user's own view. Practices load by name as the user types (debounced like every search). A part
 * of the shell (`shell.menuHeader` of the app registry), drawn only for users who may act as a
 * practice's member.
 */
export function PracticeSwitcher({ call }: ShellPartProps) {
  const acting = useActingAs(call);
  return acting.allowed ? <PracticeChooser acting={acting} call={call} /> : null;
}

function PracticeChooser({ acting, call }: { acting: ActingAs; call: ShellPartProps['call'] }) {
  const session = useSession();
  // The acting practice's name, shown under 'Acting as'.
  const practiceName = session.acting ? session.practice?.name : undefined;
  const [search, setSearch] = useState('');
  const [practices, setPractices] = useState<{ id: number; name: string }[]>([]);
  const queryClient = usePortalQueryClient();
  const [busy, setBusy] = useState(false);
  const sublabel = actingLabel(acting.acting);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const body = { limit: 20, page: 1, order_by: { field: 'name', direction: 'asc' }, search: { name: search.trim() || null } } as const;
      // Read through the query cache, as every lookup as the user types.
      queryClient.fetchQuery(operationQuery('listPractices', [body], call)).then(
        (page) => {
          if (current) setPractices(page.data);
        },
        (error: unknown) => {
          if (current) notifyError(error, { context: 'lookup' });
        },
      );
    }, Number(constants.searchDebounceMs));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [call, queryClient, search]);

  async function choose(value: string | null) {
    if (value === null) return;
    setBusy(true);
    await acting.actAs(Number(value));
    setBusy(false);
    setSearch('');
  }

  return (
    <Stack gap={4} mb="xs" data-testid="practice-switcher">
      <Select
        label={message('practiceSwitcherLabel')}
        placeholder={message('practiceSwitcherPlaceholder')}
        searchable
        clearable={false}
        disabled={busy}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        data={practices.map((practice) => ({ value: String(practice.id), label: practice.name }))}
        filter={({ options }) => options}
        nothingFoundMessage={message('practiceSwitcherEmpty')}
        onChange={(value) => void choose(value)}
      />
      {sublabel !== undefined && (
        <>
          <Text size="sm" fw={600} data-testid="acting-as">
            {sublabel}
          </Text>
          {practiceName !== undefined && (
            <Text size="xs" c="gray.7">
              {practiceName}
            </Text>
          )}
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void acting.deselect().finally(() => setBusy(false));
            }}
          >
            {message('deselectPractice')}
          </Button>
        </>
      )}
    </Stack>
  );
}
