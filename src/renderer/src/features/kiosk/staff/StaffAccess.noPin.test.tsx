import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { useKioskStore } from '../kioskStore';
import { StaffAccess } from './StaffAccess';
import { STAFF_HOLD_MS } from './useStaffHold';

// A browser kiosk built without VITE_STAFF_PIN.
vi.mock('../../../config/staff', () => ({ staffPin: null }));

afterEach(() => {
  vi.useRealTimers();
  document.querySelector('.navbar-brand')?.remove();
});

describe('a browser kiosk without a staff PIN', () => {
  it('has no staff view: holding the logo does nothing', () => {
    vi.useFakeTimers();
    const link = document.createElement('a');
    link.className = 'navbar-brand';
    document.body.append(link);
    render(<StaffAccess />, { wrapper: MemoryRouter });
    fireEvent.pointerDown(link, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS * 3));
    fireEvent.pointerUp(link);
    expect(useKioskStore.getState().staff).toBe('closed');
    expect(fireEvent.click(link)).toBe(true);
  });
});
