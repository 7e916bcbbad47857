import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export type PageTab = { value: string; label: string; content: ReactNode };

const TRIGGER =
  'min-h-11 rounded-md px-4 text-base font-medium text-muted-foreground transition-colors hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** Accessible tabs (Radix: arrow keys move between tabs, the panel is labelled by its tab). */
export function PageTabs({ tabs, label, defaultValue }: { tabs: readonly PageTab[]; label: string; defaultValue?: string }) {
  return (
    <Tabs.Root defaultValue={defaultValue ?? tabs[0]?.value} activationMode="automatic" className="space-y-4">
      <Tabs.List aria-label={label} className="flex flex-wrap gap-2 rounded-lg bg-muted p-2">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={TRIGGER}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content
          key={tab.value}
          value={tab.value}
          className="focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A toggle button of a filter group (aria-pressed), at least 44px tall. */
export function FilterButton({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={
        'min-h-11 rounded-full border px-4 text-base font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ' +
        (pressed ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background hover:bg-muted')
      }
    >
      {children}
    </button>
  );
}
