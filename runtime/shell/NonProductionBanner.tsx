import { Box, Text } from '@mantine/core';
import { isNonProduction } from './nonProduction';

/** The banner of a non-production build ([non-production-banner]); renders nothing in production. */
export function NonProductionBanner({ middlewareVersion }: { middlewareVersion: string | undefined }) {
  const flag = import.meta.env.VITE_NON_PRODUCTION as string | undefined;
  if (!isNonProduction(flag, middlewareVersion)) return null;
  return (
    <Box role="note" aria-label="Environment" bg="yellow.2" px="md" py={4}>
      <Text size="sm" fw={600} c="dark.9">
        Non-production environment: do not enter real patient information.
      </Text>
    </Box>
  );
}
