// @vitest-environment jsdom
import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { appRegistry } from '../../src/appRegistry';
import { useFormatResolver } from './formatRegistry';
import { createRuntimeRegistry } from './RuntimeRegistry';
import { RuntimeRegistryProvider } from './RuntimeRegistryContext';

const spec = 'screens/patients.screen.yaml';

function PainCell({ pain }: { pain: number }) {
  const display = useFormatResolver()('painColour', spec)(pain, {});
  return <span>{display.kind === 'tone' ? display.label : ''}</span>;
}

describe('runtime registry by context', () => {
  it('[pain-colour] a screen under the app registry draws the pain format from screens/patients', () => {
    render(
      <RuntimeRegistryProvider value={appRegistry}>
        <PainCell pain={8} />
      </RuntimeRegistryProvider>,
    );
    expect(screen.getByText('Pain 8, high')).toBeTruthy();
  });

  it('without a provider knows only the generic formats, and names the spec for a domain one', () => {
    const { result } = renderHook(() => useFormatResolver());
    expect(result.current('number', spec)(3, {})).toMatchObject({ text: '3' });
    expect(() => result.current('painColour', spec)).toThrow(`${spec}: unknown format 'painColour'`);
  });

  it('resolves from the registry the nearest provider gives', () => {
    const registry = createRuntimeRegistry({
      formats: { shout: (value) => ({ kind: 'text', text: `${String(value)}!` }) },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RuntimeRegistryProvider value={registry}>{children}</RuntimeRegistryProvider>
    );
    const { result } = renderHook(() => useFormatResolver(), { wrapper });
    expect(result.current('shout', spec)('hi', {})).toMatchObject({ text: 'hi!' });
  });
});
