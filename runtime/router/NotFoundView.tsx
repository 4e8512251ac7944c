import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { message } from '../../src/generated/catalog';

/** Shown for a path that no screen answers, including routes whose screens are not written yet. */
export function NotFoundView() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Title order={1}>{message('notFoundTitle')}</Title>
        <Text>{message('notFoundText')}</Text>
        <Anchor component={Link} to="/">
          {message('notFoundStart')}
        </Anchor>
      </Stack>
    </Center>
  );
}
