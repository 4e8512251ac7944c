import { Box, Text } from '@mantine/core';
import { isNonProduction } from './nonProduction';
import { message } from '../../src/generated/catalog';

/** The banner of a non-production build ([non-production-banner]); renders nothing in production. */
export function NonProductionBanner({ middlewareVersion }: { middlewareVersion: string | undefined }) {
  const flag = import.meta.env.VITE_NON_PRODUCTION as string | undefined;
  if (!isNonProduction(flag, middlewareVersion)) return null;
  return (
    <Box role="note" aria-label={message('environmentLabel')} bg="yellow.2" px="md" py={4}>
      <Text size="sm" fw={600} c="dark.9">
        {message('nonProductionWarning')}
      </Text>
    </Box>
  );
}
