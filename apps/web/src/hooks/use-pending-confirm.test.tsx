import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePendingConfirm } from './use-pending-confirm';

describe('usePendingConfirm', () => {
  it('opens the dialog for the item asked about, and forgets it when cancelled', () => {
    const { result } = renderHook(() => usePendingConfirm<{ id: number }>());
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.ask({ id: 7 }));
    expect(result.current.pending).toEqual({ id: 7 });
    expect(result.current.dialog.open).toBe(true);

    act(() => result.current.dialog.onOpenChange(true));
    expect(result.current.pending).toEqual({ id: 7 });
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.pending).toBeNull();
    expect(result.current.dialog.open).toBe(false);
  });

  it('closes once the confirmed action has settled', () => {
    const { result } = renderHook(() => usePendingConfirm<string>());
    act(() => result.current.ask('sub1'));
    act(() => result.current.settle());
    expect(result.current.pending).toBeNull();
    expect(result.current.dialog.open).toBe(false);
  });
});
