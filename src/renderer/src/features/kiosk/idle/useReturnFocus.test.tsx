import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAllStores } from '../../../store/resetRegistry';
import { useLinkHandoff } from '../../../store/linkHandoff';
import { useReturnFocus } from './useReturnFocus';

const LINK = 'https://wa.me/237650000000';

/** The QR hand-off's own use: open while the hand-off has a link. */
function renderHandoffFocus() {
  return renderHook(() => useReturnFocus(useLinkHandoff((state) => state.url) !== null));
}

describe('useReturnFocus', () => {
  it('returns focus when the visitor closes the dialog', () => {
    const { result } = renderHandoffFocus();
    act(() => useLinkHandoff.getState().show(LINK));
    act(() => useLinkHandoff.getState().close());
    expect(result.current).toBe(true);
  });

  it('does not when the idle reset closes it', () => {
    const { result } = renderHandoffFocus();
    act(() => useLinkHandoff.getState().show(LINK));
    act(() => resetAllStores());
    expect(useLinkHandoff.getState().url).toBeNull();
    expect(result.current).toBe(false);
  });

  it('returns focus again for a dialog opened after a reset', () => {
    const { result } = renderHandoffFocus();
    act(() => useLinkHandoff.getState().show(LINK));
    act(() => resetAllStores());
    act(() => useLinkHandoff.getState().show(LINK));
    expect(result.current).toBe(true);
    act(() => useLinkHandoff.getState().close());
    expect(result.current).toBe(true);
  });
});
