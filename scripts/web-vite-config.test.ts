import type { ConfigEnv, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import webConfig from '../apps/web/vite.config.ts';

/** The web app's Vite configuration for `env`, with only the fields read here. */
const configFor = (env: Partial<ConfigEnv>) =>
  (webConfig as (env: ConfigEnv) => UserConfig)({ command: 'build', mode: 'production', isSsrBuild: false, ...env } as ConfigEnv);

/** Where `react-router` is resolved to by an alias, if anywhere. */
const reactRouterAlias = (config: UserConfig): string | undefined => {
  const aliases = (config.resolve?.alias ?? []) as unknown as { find: RegExp | string; replacement: string }[];
  return aliases.find(({ find }) => find instanceof RegExp && find.test('react-router'))?.replacement;
};

// issue #35 (docs/decisions/0033-javascript-budget.md): the browser's production build carries
// React Router's production build and writes the manifest the JavaScript budget reads.
describe('the web app build', () => {
  it("resolves react-router to the package's production build in the browser's production build", () => {
    const alias = reactRouterAlias(configFor({}));
    expect(alias).toMatch(/[/\\]node_modules[/\\]react-router[/\\]dist[/\\]production[/\\]index\.mjs$/);
    expect(configFor({}).build?.manifest).toBe(true);
  });

  it('keeps the development build for vite dev and the server-rendering build, and aliases no other import of the package', () => {
    expect(reactRouterAlias(configFor({ command: 'serve', mode: 'development' }))).toBeUndefined();
    expect(reactRouterAlias(configFor({ isSsrBuild: true }))).toBeUndefined();
    const aliases = (configFor({}).resolve?.alias ?? []) as unknown as { find: RegExp | string }[];
    expect(aliases.some(({ find }) => find instanceof RegExp && find.test('react-router/dom'))).toBe(false);
  });
});
