import { Alert, Box, Loader, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
// Scalar's standalone bundle (its own Vue and styles inside), emitted by the build as a file of its
// own: only this screen's module names it, and that module loads only on /api/docs, so no other
// route carries it.
import scalarScriptUrl from '@scalar/api-reference/browser/standalone.js?url';
// Types only: erased from the build, so the screen's chunk still carries no Scalar code.
import type { createApiReference } from '@scalar/api-reference';
import { message } from '../../src/generated/catalog';
import { useOperationQuery } from '../../runtime/api/operationQueries';

/** What the standalone bundle puts on `window` once its script ran. */
interface ScalarGlobal {
  createApiReference: typeof createApiReference;
}

function isScalar(value: unknown): value is ScalarGlobal {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'createApiReference') === 'function';
}

let scalarLoading: Promise<ScalarGlobal> | undefined;

/**
 * Scalar's light palette darkened to WCAG AA contrast (4.5:1 on its lightest greys): its own
 * secondary and muted text, accent and HTTP method colours measure 1.8 to 4.1:1. Doubled class:
 * wins over Scalar's `.light-mode` whatever the order of the style sheets.
 */
const accessibleColours = `.light-mode.light-mode {
  --scalar-color-2: #5e5e5e;
  --scalar-color-3: #666666;
  --scalar-color-accent: #0066aa;
  --scalar-color-green: #036b48;
  --scalar-color-red: #b80009;
  --scalar-color-yellow: #6e5600;
  --scalar-color-blue: #005f99;
  --scalar-color-orange: #a33b00;
}`;

/**
 * Loads Scalar once, as a script from the portal's own origin (the CSP allows scripts from 'self'
 * only and no eval; Scalar renders without either).
 */
function loadScalar(): Promise<ScalarGlobal> {
  scalarLoading ??= new Promise<ScalarGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scalarScriptUrl;
    script.async = true;
    script.onload = () => {
      const scalar: unknown = Reflect.get(window, 'Scalar');
      if (isScalar(scalar)) resolve(scalar);
      else reject(new Error('Scalar did not start'));
    };
    script.onerror = () => {
      scalarLoading = undefined;
      reject(new Error('Scalar could not be loaded'));
    };
    document.head.append(script);
  });
  return scalarLoading;
}

/**
 * The API reference at /api/docs: the OpenAPI description the middleware serves (apiReference,
 * every operation of specs/api) rendered by Scalar, read-only: no "try it" client, no outside
 * fonts, no proxy, no telemetry (nothing leaves the portal's origin).
 */
export function ApiReferenceScreen() {
  const description = useOperationQuery('apiReference', [], { staleTime: Infinity });
  const host = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const spec = description.data;
    const element = host.current;
    if (!spec || !element) return;
    let current = true;
    let reference: { destroy(): void } | undefined;
    loadScalar().then(
      (scalar) => {
        if (!current) return;
        reference = scalar.createApiReference(element, {
          content: spec,
          withDefaultFonts: false,
          hideClientButton: true,
          hideTestRequestButton: true,
          hideDarkModeToggle: true,
          forceDarkModeState: 'light',
          customCss: accessibleColours,
          telemetry: false,
          showDeveloperTools: 'never',
          agent: { disabled: true },
        });
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      reference?.destroy();
    };
  }, [description.data]);

  const showFailure = failed || description.isError;
  return (
    <Box>
      {showFailure ? (
        <Alert color="red" role="alert">
          {message('apiReferenceFailed')}
        </Alert>
      ) : null}
      {description.isPending && !showFailure ? (
        <Box p="md" display="flex" style={{ gap: 8, alignItems: 'center' }}>
          <Loader size="sm" />
          <Text>{message('apiReferenceLoading')}</Text>
        </Box>
      ) : null}
      <div ref={host} data-testid="api-reference" />
    </Box>
  );
}
