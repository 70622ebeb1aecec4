import { queryKeys } from '@app/contract';
import { server } from '@app/mocks/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../testing/mockApi';
import { createTestQueryClient } from '../testing/renderApp';
import { createLogout, logoutGuardMs } from './session';
import { authenticatedFlagKey } from './storage';
import { storageKeys } from './storageKeys';
import { appToasts } from './toasts';

setUpMockApi();

function signedInCache() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.user, { id: 4, username: 'core', role: 'client', subscriptionTier: 'core' });
  queryClient.setQueryData(queryKeys.subscriptionStatus, { currentTier: 'core' });
  localStorage.setItem(authenticatedFlagKey, 'true');
  localStorage.setItem(storageKeys.freeTrial, JSON.stringify({ promptsUsed: 1, lastUsedAt: 0 }));
  return queryClient;
}

describe('logout (spec 4)', () => {
  it('clears the flag, the free-trial record and the cached user first, then ends on /auth', async () => {
    const queryClient = signedInCache();
    const seenAtCall: unknown[] = [];
    server.use(
      http.post('*/api/logout', () => {
        seenAtCall.push(localStorage.getItem(authenticatedFlagKey), queryClient.getQueryData(queryKeys.user));
        return HttpResponse.json({ success: true });
      }),
    );
    const goToAuth = vi.fn();
    await expect(createLogout()({ queryClient, goToAuth })).resolves.toBe(true);
    expect(seenAtCall).toEqual([null, null]);
    expect(localStorage.getItem(storageKeys.freeTrial)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.subscriptionStatus)).toBeUndefined();
    expect(goToAuth).toHaveBeenCalledOnce();
    expect(appToasts.getSnapshot()).toHaveLength(0);
  });

  it('says "Logged out locally" when the server call fails, and still ends on /auth', async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.error()));
    const goToAuth = vi.fn();
    await createLogout()({ queryClient: signedInCache(), goToAuth });
    expect(goToAuth).toHaveBeenCalledOnce();
    expect(appToasts.getSnapshot()[0]).toMatchObject({ title: 'Logged out locally', variant: 'destructive' });
  });

  it('runs one logout at a time and releases the guard after 5 s', async () => {
    const timers: { run: () => void; ms: number }[] = [];
    const setTimer = (run: () => void, ms: number) => timers.push({ run, ms });
    const logout = createLogout();
    const queryClient = signedInCache();
    const goToAuth = vi.fn();
    const first = logout({ queryClient, goToAuth, setTimer });
    await expect(logout({ queryClient, goToAuth, setTimer })).resolves.toBe(false);
    await first;
    await expect(logout({ queryClient, goToAuth, setTimer })).resolves.toBe(false);
    expect(timers.map((timer) => timer.ms)).toEqual([logoutGuardMs]);
    expect(logoutGuardMs).toBe(5000);
    timers[0]?.run();
    await expect(logout({ queryClient, goToAuth, setTimer })).resolves.toBe(true);
    expect(goToAuth).toHaveBeenCalledTimes(2);
  });
});
