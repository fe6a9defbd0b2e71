import { describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  it('asks requestIdleCallback, with a deadline, and cancels through it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const view = { requestIdleCallback, cancelIdleCallback } as unknown as Window;
    const task = vi.fn();
    const cancel = whenIdle(task, 1_500, view);
    expect(requestIdleCallback).toHaveBeenCalledWith(task, { timeout: 1_500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback runs the task after the current one, unless cancelled', async () => {
    const view = {} as Window;
    const ran = vi.fn();
    whenIdle(ran, 2_000, view);
    expect(ran).not.toHaveBeenCalled();
    const skipped = vi.fn();
    whenIdle(skipped, 2_000, view)();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    expect(skipped).not.toHaveBeenCalled();
  });
});
