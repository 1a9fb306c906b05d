import { ConfigError } from './settings';

/**
 * A port this function does not use: its role has no grant for it and its environment names
 * none of its resources, so any call fails at once, naming the port.
 */
export function notWired<T extends object>(port: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === 'then') return undefined;
      return () => {
        throw new ConfigError(`${port} is not wired in this function (${String(property)})`);
      };
    },
  });
}
