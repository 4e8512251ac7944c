// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import { RuntimeRegistryProvider } from '../registry/RuntimeRegistryContext';
import { useFormWidgets } from './useFormWidgets';

describe('useFormWidgets', () => {
  it("adds the app registry's domain widgets (the NPI lookup) to the generic ones", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeRegistryProvider value={appRegistry}>{children}</RuntimeRegistryProvider>
    );
    const { result } = renderHook(() => useFormWidgets(), { wrapper });
    expect(Object.keys(result.current)).toEqual(expect.arrayContaining(['npi', 'phone', 'address']));
  });

  it('without a provider has only the generic widgets, so the runtime needs no domain code', () => {
    const { result } = renderHook(() => useFormWidgets());
    expect(Object.keys(result.current)).toContain('phone');
    expect(Object.keys(result.current)).not.toContain('npi');
  });
});
