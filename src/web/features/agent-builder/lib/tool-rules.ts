import type { z } from 'zod';
import type { ToolCatalogueEntrySchema } from '../../../../shared/schemas/tools';
import { inToolOrder } from './agent-form-values';

export type ToolEntry = z.infer<typeof ToolCatalogueEntrySchema>;
type ToolFlags = Pick<ToolEntry, 'requiresConfig'>;

/** What clicking a tool card does (spec 02 §4). */
export type ToolClick = 'select' | 'deselect' | 'configure';

/**
 * A selected tool is deselected; an unselected tool that still needs its setup opens the
 * setup instead of being selected; anything else is selected.
 */
export function toolClick(tool: ToolFlags, selected: boolean, configured: boolean): ToolClick {
  if (selected) return 'deselect';
  return tool.requiresConfig && !configured ? 'configure' : 'select';
}

export type ToolBadge = 'Configured' | 'Needs Setup' | 'Requires Config';

/** The badge of a tool that needs configuration; none for tools that work as they are. */
export function toolBadge(tool: ToolFlags, selected: boolean, configured: boolean) {
  if (!tool.requiresConfig) return null;
  if (configured) return 'Configured' satisfies ToolBadge;
  return selected ? ('Needs Setup' satisfies ToolBadge) : ('Requires Config' satisfies ToolBadge);
}

/** The setup button a selected configurable tool shows. */
export function configureLabel(tool: ToolFlags, selected: boolean, configured: boolean) {
  if (!tool.requiresConfig || !selected) return null;
  return configured ? 'Reconfigure' : 'Configure';
}

/** Whether the summary warns: a selected tool still lacks its configuration. */
export function someSelectedNeedSetup(
  catalogue: readonly ToolEntry[],
  selected: readonly string[],
  configured: readonly string[],
): boolean {
  return catalogue.some(
    (tool) => tool.requiresConfig && selected.includes(tool.id) && !configured.includes(tool.id),
  );
}

/** Categories in catalogue order, each with its tools. */
export function groupByCategory(catalogue: readonly ToolEntry[]) {
  const groups = new Map<string, ToolEntry[]>();
  for (const tool of catalogue) {
    groups.set(tool.category, [...(groups.get(tool.category) ?? []), tool]);
  }
  return [...groups].map(([category, tools]) => ({ category, tools }));
}

export const withTool = (tools: readonly string[], id: string) => inToolOrder([...tools, id]);
export const withoutTool = (tools: readonly string[], id: string) =>
  tools.filter((tool) => tool !== id);
