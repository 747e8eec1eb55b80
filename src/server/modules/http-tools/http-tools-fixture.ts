import { afterAll, beforeAll } from 'vitest';
import { bearer, signUp, type TestAccount } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startFakeToolServer, type FakeToolServer } from '../../test/fake-tools/fake-tool-server';
import { petStoreApi } from '../../test/fake-tools/pet-store-api';

/** One app that may call loopback, the pet store API it calls, an owner and a stranger. */
export function useHttpToolsApp() {
  const state = {} as {
    api: FakeToolServer;
    t: TestApp;
    owner: TestAccount;
    stranger: TestAccount;
  };
  beforeAll(async () => {
    state.api = await startFakeToolServer(petStoreApi);
    state.t = await buildTestApp({ env: { TOOLS_ALLOW_PRIVATE_NETWORK: 'true' } });
    state.owner = await signUp(state.t.app);
    state.stranger = await signUp(state.t.app);
  }, 60_000);
  afterAll(async () => {
    await state.t.close();
    await state.api.close();
  });
  const as = (who: TestAccount | string, method: string, url: string, payload?: object) =>
    state.t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(typeof who === 'string' ? who : who.accessToken),
      ...(payload ? { payload } : {}),
    });
  return { state, as };
}
