import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Shown for a path that no screen answers, including routes whose screens are not written yet. */
export function NotFoundView() {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs">
        <Title order={1}>Page not found</Title>
        <Text>There is no page at this address.</Text>
        <Anchor component={Link} to="/">
          Go to the start page
        </Anchor>
      </Stack>
    </Center>
  );
}
