import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { usePendingConfirm, type ConfirmedAction } from './use-pending-confirm';

function renderConfirm<T>(action: Partial<ConfirmedAction<T>> = {}) {
  const run = vi.fn<ConfirmedAction<T>['run']>();
  const hook = renderHook(() => usePendingConfirm<T>({ busy: false, run, ...action }));
  return { ...hook, run };
}

describe('usePendingConfirm', () => {
  it('opens the dialog for the item asked about, and forgets it when cancelled', () => {
    const { result, run } = renderConfirm<{ id: number }>();
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.ask({ id: 7 }));
    expect(result.current.pending).toEqual({ id: 7 });
    expect(result.current.dialog.open).toBe(true);

    act(() => result.current.dialog.onOpenChange(true));
    expect(result.current.pending).toEqual({ id: 7 });
    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.pending).toBeNull();
    expect(result.current.dialog.open).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the action on the item when confirmed, and closes once it has settled', () => {
    const { result, run } = renderConfirm<string>();
    act(() => result.current.ask('sub1'));
    act(() => result.current.dialog.onConfirm());
    expect(run).toHaveBeenCalledOnce();
    const [item, settle] = run.mock.calls[0]!;
    expect(item).toBe('sub1');
    expect(result.current.dialog.open).toBe(true);

    act(() => settle());
    expect(result.current.pending).toBeNull();
    expect(result.current.dialog.open).toBe(false);
  });

  it('hands the action’s busy state to the dialog, and runs nothing without an item', () => {
    const { result, run } = renderConfirm<string>({ busy: true });
    expect(result.current.dialog.busy).toBe(true);
    act(() => result.current.dialog.onConfirm());
    expect(run).not.toHaveBeenCalled();
  });
});
