import type { Permission } from "#shared/auth/roles";

/**
 * A channel a feature offers on the realtime socket. Staff channels need a permission of the
 * connection's session; token channels (the customer's booking page, later the operator's links)
 * need a link token in the join, which the feature resolves to the topic it publishes on.
 */
export type ChannelDefinition = { name: string; permission: Permission; topic?: string } | { name: string; token: (token: string) => Promise<string | null> };

export interface RealtimeChannels {
  define(channel: ChannelDefinition): void;
  get(name: string): ChannelDefinition | undefined;
}

export function createRealtimeChannels(): RealtimeChannels {
  const channels = new Map<string, ChannelDefinition>();
  return {
    define(channel) {
      if (channels.has(channel.name)) throw new Error(`Realtime channel "${channel.name}" is defined twice`);
      channels.set(channel.name, channel);
    },
    get: (name) => channels.get(name),
  };
}
