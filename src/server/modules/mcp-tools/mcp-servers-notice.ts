import type { ClusterBus } from '../../cluster/cluster-bus';

declare module '../../cluster/cluster-bus' {
  interface ClusterEvents {
    /** An operator added, changed or removed a console MCP server: read them again. */
    'mcp-servers-changed': { serverId: string };
  }
}

/** Tells every node (this one too) that a console MCP server changed. */
export const announceMcpServerChange = (bus: ClusterBus, serverId: string) =>
  bus.publish('mcp-servers-changed', { serverId });

/** Runs `handler` on every notice, from any node. */
export const onMcpServerChange = (bus: ClusterBus, handler: () => void) =>
  bus.on('mcp-servers-changed', handler);
