/** The console's pages, in the order its navigation lists them. */
export const CONSOLE_PAGES = [
  { path: 'model', label: 'Language model' },
  { path: 'speech', label: 'Speech' },
  { path: 'mcp', label: 'MCP servers' },
  { path: 'people', label: 'People' },
  { path: 'requests', label: 'Requests' },
  { path: 'health', label: 'Health' },
  { path: 'log', label: 'Log' },
] as const;

export const CONSOLE_HOME = '/admin/model';
