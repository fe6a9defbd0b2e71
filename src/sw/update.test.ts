import { describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING } from '@shared/webApp';
import { takesOverFor, updateForLanding, type SiteWindow, type WorkerScope } from './update';

const scope = new URL('https://lyceo.cm/');
const landing = { id: 'landing', url: 'https://lyceo.cm/fr/#faq' };

// Hostile review R4-08: a landing page's reader, whose page never starts the app and so never
// shows the update offer, stayed on the old deployment reload after reload.
describe('a new version asked to take over by a landing page that never started the app', () => {
  it('takes over when that page is the site’s only window', () => {
    expect(takesOverFor(landing, [landing], scope)).toBe(true);
    // Another site's tab on the same origin is not this site's.
    const elsewhere = { id: 'other', url: 'https://lyceo.cm.example/' };
    expect(takesOverFor(landing, [landing, elsewhere], scope)).toBe(true);
  });

  it('waits while another window of the site is open: an app tab keeps its offer, a kiosk its idle reset', () => {
    const app = { id: 'app', url: 'https://lyceo.cm/#/console' };
    const kiosk = { id: 'kiosk', url: 'https://lyceo.cm/?kiosk=1#/' };
    const legal = { id: 'legal', url: 'https://lyceo.cm/privacy-policy/' };
    for (const other of [app, kiosk, legal]) {
      expect(takesOverFor(landing, [landing, other], scope), other.id).toBe(false);
    }
  });

  it('never takes over for a kiosk, which updates at its idle reset only', () => {
    const kiosk = { id: 'kiosk', url: 'https://lyceo.cm/?kiosk=1#/' };
    expect(takesOverFor(kiosk, [kiosk], scope)).toBe(false);
  });

  it('waits when the sender is not among the site’s windows', () => {
    expect(takesOverFor(null, [landing], scope)).toBe(false);
    expect(takesOverFor(landing, [], scope)).toBe(false);
  });
});

describe('the worker serving a landing page that has not started the app', () => {
  const next = () => ({ postMessage: vi.fn() });
  const worker = (
    registration: WorkerScope['registration'],
    windows: SiteWindow[] = [landing],
  ): WorkerScope => ({ registration, clients: { matchAll: () => Promise.resolve(windows) } });

  it('tells the version waiting to take over when that page is the site’s only window', async () => {
    const waiting = next();
    await updateForLanding(worker({ waiting, installing: null }), landing, scope);
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
  });

  it('tells one still installing, which then takes over once installed', async () => {
    const installing = next();
    await updateForLanding(worker({ waiting: null, installing }), landing, scope);
    expect(installing.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
  });

  it('tells it nothing while another window of the site is open', async () => {
    const waiting = next();
    const app = { id: 'app', url: 'https://lyceo.cm/#/console' };
    await updateForLanding(worker({ waiting, installing: null }, [landing, app]), landing, scope);
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });
});
