import type { ReactNode } from 'react';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { BUILDER_TABS, type BuilderTab } from '../lib/builder-tabs';

const isBuilderTab = (value: string): value is BuilderTab =>
  BUILDER_TABS.some((tab) => tab.id === value);

/**
 * The builder's five tabs over their panels (`children`); tabs holding an invalid field say
 * so. On a phone they wrap onto a second row rather than scroll out of sight: every tab,
 * API Keys too, is on screen at 360 px.
 */
export function BuilderTabList({
  selected,
  onSelect,
  withErrors,
  children,
}: {
  selected: BuilderTab;
  onSelect: (tab: BuilderTab) => void;
  withErrors: ReadonlySet<BuilderTab>;
  children: ReactNode;
}) {
  return (
    <Tabs value={selected} onValueChange={(value) => isBuilderTab(value) && onSelect(value)}>
      <TabsList aria-label="Agent settings" wrap>
        {BUILDER_TABS.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
            {withErrors.has(tab.id) && (
              <>
                <span aria-hidden className="ml-1.5 inline-block size-2 rounded-full bg-red-700" />
                <span className="sr-only"> (has errors)</span>
              </>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {children}
    </Tabs>
  );
}
