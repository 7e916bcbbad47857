/** The federation runtime of @originjs/vite-plugin-federation (host side). */
declare module 'virtual:__federation__' {
  type RemoteConfig = { url: string | (() => Promise<string>); format: 'esm' | 'systemjs' | 'var'; from: 'vite' | 'webpack' };
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void;
  export function __federation_method_getRemote(name: string, exposedPath: string): Promise<unknown>;
  export function __federation_method_unwrapDefault(module: unknown): unknown;
}
