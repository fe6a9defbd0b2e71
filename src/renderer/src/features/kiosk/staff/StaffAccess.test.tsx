import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { useKioskStore } from '../kioskStore';
import { pagePinLock } from './pinLock';
import { StaffAccess } from './StaffAccess';
import { HOLD_SHOWN_MS, STAFF_HOLD_MS } from './useStaffHold';

function brandLink(): HTMLAnchorElement {
  const link = document.createElement('a');
  link.className = 'navbar-brand';
  link.href = '#/';
  link.textContent = 'Lyceo';
  document.body.append(link);
  return link;
}

afterEach(() => {
  vi.useRealTimers();
  pagePinLock.clear();
  document.querySelector('.navbar-brand')?.remove();
  delete (window as { lyceo?: unknown }).lyceo;
});

describe('staff access in a browser kiosk', () => {
  it('a five-second press on the logo opens the PIN pad and swallows the click that ends it', async () => {
    vi.useFakeTimers();
    const link = brandLink();
    const onClick = vi.fn();
    link.addEventListener('click', onClick);
    render(<StaffAccess />, { wrapper: MemoryRouter });

    fireEvent.pointerDown(link, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS - 1));
    expect(useKioskStore.getState().staff).toBe('closed');
    act(() => vi.advanceTimersByTime(1));
    expect(useKioskStore.getState().staff).toBe('pin');
    fireEvent.pointerUp(link);
    expect(fireEvent.click(link)).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
    fireEvent.click(link); // the next click is a click again
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a shorter press, or a finger sliding away, is no hold', () => {
    vi.useFakeTimers();
    const link = brandLink();
    render(<StaffAccess />, { wrapper: MemoryRouter });
    fireEvent.pointerDown(link, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS - 100));
    fireEvent.pointerUp(link);
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS));
    fireEvent.pointerDown(link, { clientX: 5, clientY: 5 });
    fireEvent.pointerMove(link, { clientX: 5, clientY: 60 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS));
    fireEvent.pointerDown(document.body, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS));
    expect(useKioskStore.getState().staff).toBe('closed');
  });

  it('shows the hold filling up from half a second on, and a hold let go early on the attract loop neither dismisses it nor starts a visit', () => {
    vi.useFakeTimers();
    const brand = document.createElement('button');
    brand.className = 'attract-brand';
    document.body.append(brand);
    const dismiss = vi.fn();
    brand.addEventListener('click', dismiss); // the attract loop: a click dismisses it
    render(<StaffAccess />, { wrapper: MemoryRouter });

    // A tap is a visitor's: no progress, and the loop goes.
    fireEvent.pointerDown(brand, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(HOLD_SHOWN_MS - 100));
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.pointerUp(brand);
    fireEvent.click(brand);
    expect(dismiss).toHaveBeenCalledTimes(1);

    // A hold: its progress shows, and let go at 3 s the click is staff's, swallowed.
    fireEvent.pointerDown(brand, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(3000));
    const bar = screen.getByRole('progressbar', { name: 'Staff access: keep holding' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    fireEvent.pointerUp(brand);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(fireEvent.click(brand)).toBe(false);
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(useKioskStore.getState().staff).toBe('closed');
    brand.remove();
  });

  it('the right PIN opens the usage view; after three wrong ones the pad makes staff wait', async () => {
    localStorage.clear();
    render(<StaffAccess />, { wrapper: MemoryRouter });
    act(() => useKioskStore.getState().setStaff('pin'));
    const pad = await screen.findByRole('dialog', { name: 'Staff access' });
    const press = (keys: string) => {
      for (const key of keys) fireEvent.click(screen.getByRole('button', { name: key }));
      fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    };
    press('1111');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong PIN');
    expect(pad).toHaveTextContent('Type the staff PIN.');
    press('2468');
    expect(useKioskStore.getState().staff).toBe('usage');
    expect(await screen.findByRole('dialog', { name: 'Kiosk usage' })).toBeInTheDocument();

    act(() => useKioskStore.getState().setStaff('pin'));
    await screen.findByRole('dialog', { name: 'Staff access' });
    for (let i = 0; i < 3; i += 1) press('9');
    expect(useKioskStore.getState().staff).toBe('pin');
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Too many wrong PINs\. Try again in 30 s\./,
    );
    expect(screen.getByRole('button', { name: 'Enter' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '2' })).toBeDisabled();
    localStorage.clear();
  });
});

describe('staff access when the browser will not store anything', () => {
  const press = (keys: string) => {
    for (const key of keys) fireEvent.click(screen.getByRole('button', { name: key }));
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
  };

  it('with storage full, wrong PINs still make staff wait: the count lives in memory', async () => {
    localStorage.clear();
    const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<StaffAccess />, { wrapper: MemoryRouter });
    act(() => useKioskStore.getState().setStaff('pin'));
    await screen.findByRole('dialog', { name: 'Staff access' });
    for (let i = 0; i < 2; i += 1) press('9');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong PIN. Try again.');
    press('9');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many wrong PINs. Try again in 30 s.');
    expect(screen.getByRole('button', { name: 'Enter' })).toBeDisabled();
    full.mockRestore();
    act(() => useKioskStore.getState().setStaff('closed'));
  });

  it('with localStorage throwing (blocked), the long press opens the pad and the PIN the usage view', async () => {
    vi.useFakeTimers();
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const link = brandLink();
    render(<StaffAccess />, { wrapper: MemoryRouter });
    fireEvent.pointerDown(link, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS));
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: 'Staff access' });
    press('1111');
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong PIN. Try again.');
    press('2468');
    expect(await screen.findByRole('dialog', { name: 'Kiosk usage' })).toBeInTheDocument();
    blocked.mockRestore();
    act(() => useKioskStore.getState().setStaff('closed'));
  });
});

describe('staff access in the Electron shell', () => {
  it('opens the usage view when main asks (the staff chord), without a PIN, and no hold does anything', () => {
    vi.useFakeTimers();
    let request: (() => void) | null = null;
    const unsubscribe = vi.fn();
    (window as { lyceo?: unknown }).lyceo = {
      readUsageCounts: vi.fn(() => Promise.resolve(null)),
      writeUsageCounts: vi.fn(() => Promise.resolve(true)),
      onStaffViewRequest: (listener: () => void) => {
        request = listener;
        return unsubscribe;
      },
    };
    const link = brandLink();
    const view = render(<StaffAccess />, { wrapper: MemoryRouter });
    fireEvent.pointerDown(link, { clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(STAFF_HOLD_MS * 2));
    expect(useKioskStore.getState().staff).toBe('closed');
    act(() => request?.());
    expect(useKioskStore.getState().staff).toBe('usage');
    view.unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
