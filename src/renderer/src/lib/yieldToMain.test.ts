import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => vi.useRealTimers());

  it('resumes after the current task, in a later one', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });

  it('resumes under a paused fake clock: it waits on no timer', async () => {
    vi.useFakeTimers();
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
