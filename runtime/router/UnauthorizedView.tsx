import { Center, Title } from '@mantine/core';
import { message } from '../../src/generated/catalog';

/** The plain access-denied view ([access-denied-view]). */
export function UnauthorizedView() {
  return (
    <Center py="xl">
      <Title order={1}>{message('unauthorized')}</Title>
    </Center>
  );
}
