

export const CONFIG_DOCS = { flags: 'flags', app: 'app' } as const;
export const REMOTE_CONFIG_COLLECTIONS = {
  config: 'config',
} as const;

export const remoteConfigPaths = {
  config: (id: keyof typeof CONFIG_DOCS) => `${REMOTE_CONFIG_COLLECTIONS.config}/${CONFIG_DOCS[id]}`,
} as const;
