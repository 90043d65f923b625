/**
 * What `activate()` returns for the integration tests: the host's test API (testApi.ts),
 * loaded with the host the first time a test reads from it.
 */
import type { TestApi } from '../testApi';
import type { LoadHost } from './hostLoader';

export function lazyTestApi(load: LoadHost): TestApi {
	return new Proxy({} as TestApi, {
		// VS Code resolves what activate() returns as it would a promise: looking for a `then`
		// (or any symbol) must not load the host.
		get: (_empty, key) =>
			key === 'then' || typeof key === 'symbol' ? undefined : (Reflect.get(load().testApi, key) as unknown),
	});
}
