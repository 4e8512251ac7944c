import { Box, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OperationData } from '../../src/generated/operationTypes';
import { operationQueryKey, usePortalQueryClient } from '../api/operationQueries';
import { callOperation } from '../../runtime/api/callOperation';
import { message } from '../../src/generated/catalog';

/** What `portalInfo` answers: the middleware's mode and version. */
export type PortalInfo = OperationData<'portalInfo'>;

/** The banner's text: what demo mode does, and that it must never hold real patient data. */
export const demoModeText =
  'Demo mode: e-mail goes to the local mailbox and demo accounts share one password. Never use demo mode with real patient data.';

/** Height of the banner, kept free at the end of the page so that it never hides content. */
const bannerHeight = 36;

/** The CSS variable that holds the banner's height while it shows (unset otherwise). */
export const demoBannerHeightVariable = '--cadence-demo-banner-height';

/**
 * A banner along the bottom of every page, signed in or not, while the middleware runs in demo
 * mode (`portalInfo` answers `demo: true`). Renders nothing otherwise, and nothing when the call
 * fails (an older middleware): the warning is extra, never in the way.
 */
export function DemoModeBanner({ load }: { load?: () => Promise<PortalInfo> }) {
  // A cached read of portalInfo; a failure is not retried and shows nothing.
  const info = useQuery({ queryKey: operationQueryKey('portalInfo'), queryFn: load ?? (() => callOperation('portalInfo')), retry: false }, usePortalQueryClient());
  const demo = info.data?.demo === true;
  // Fixed panels (the side menu) keep this much free at their bottom: the banner lies over them.
  useEffect(() => {
    if (!demo) return undefined;
    document.documentElement.style.setProperty(demoBannerHeightVariable, `${bannerHeight}px`);
    return () => {
      document.documentElement.style.removeProperty(demoBannerHeightVariable);
    };
  }, [demo]);
  if (!demo) return null;
  return (
    <>
      <Box aria-hidden h={bannerHeight} />
      <Box
        role="note"
        aria-label={message('demoModeLabel')}
        bg="orange.2"
        px="md"
        h={bannerHeight}
        display="flex"
        style={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 190, alignItems: 'center' }}
      >
        <Text size="sm" fw={600} c="dark.9" truncate title={demoModeText}>
          {demoModeText}
        </Text>
      </Box>
    </>
  );
}
