// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { SyntheticEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useUnsavedChanges } from './useUnsavedChanges';

const userTyped = {} as SyntheticEvent;

describe('useUnsavedChanges', () => {
  it('a change the form makes by itself (a default filled into the loaded record) is not unsaved: leaving asks nothing', () => {
    const { result } = renderHook(() => useUnsavedChanges({}));
    act(() => result.current.reset({ name: 'Ann' }));
    act(() => result.current.changed({ name: 'Ann', active: true }));
    expect(result.current.dirty.current).toBe(false);
  });

  it('a change after the user starts is unsaved, measured from what the form settled on', () => {
    const { result } = renderHook(() => useUnsavedChanges({}));
    act(() => result.current.reset({ name: 'Ann' }));
    act(() => result.current.changed({ name: 'Ann', active: true }));
    act(() => result.current.userActs.onInputCapture(userTyped));
    act(() => result.current.changed({ name: 'Anne', active: true }));
    expect(result.current.dirty.current).toBe(true);
    act(() => result.current.changed({ name: 'Ann', active: true }));
    expect(result.current.dirty.current).toBe(false);
  });

  it('a save resets it: nothing is unsaved until the user changes something again', () => {
    const { result } = renderHook(() => useUnsavedChanges({}));
    act(() => result.current.userActs.onPointerDownCapture(userTyped));
    act(() => result.current.changed({ name: 'Bo' }));
    expect(result.current.dirty.current).toBe(true);
    act(() => result.current.reset({ name: 'Bo' }));
    expect(result.current.dirty.current).toBe(false);
    act(() => result.current.changed({ name: 'Bo', normalised: 1 }));
    expect(result.current.dirty.current).toBe(false);
  });
});
