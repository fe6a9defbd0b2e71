import { describe, expect, it, vi } from 'vitest';
import { whenControlled } from './whenControlled';

/** A service worker container with or without a controller, whose controllerchange a test fires. */
function container(controlled: boolean): ServiceWorkerContainer & { claim(): void } {
  const target = new EventTarget();
  const fake = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    claim() {
      fake.controller = {} as ServiceWorker;
      target.dispatchEvent(new Event('controllerchange'));
    },
  });
  return fake as unknown as ServiceWorkerContainer & { claim(): void };
}

describe('whenControlled', () => {
  it('runs at once on a page a worker already controls', () => {
    const task = vi.fn();
    whenControlled(task, container(true));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits for the first install to claim the page, then runs once', () => {
    const task = vi.fn();
    const workers = container(false);
    whenControlled(task, workers);
    expect(task).not.toHaveBeenCalled();
    workers.claim();
    workers.claim();
    expect(task).toHaveBeenCalledTimes(1);
  });

  // A tab whose worker is blocked or failed to register: the keep never starts, so no
  // prefetch stays open to hide a wanted page's stale chunk from the reload (app/staleDeploy.ts).
  it('never runs on a page no worker claims', () => {
    const task = vi.fn();
    whenControlled(task, container(false));
    expect(task).not.toHaveBeenCalled();
  });
});
