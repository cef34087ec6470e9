import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<T extends string> = {
  id: T;
  label: ReactNode;
  /** Small count or score beside the label. */
  badge?: ReactNode;
};

export type TabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Prefix of the tab and panel ids; see `tabIds`. */
  idPrefix: string;
  className?: string;
};

export const tabIds = (idPrefix: string, id: string) => ({ tab: `${idPrefix}-tab-${id}`, panel: `${idPrefix}-panel-${id}` });

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump, only the
 * selected tab is in the Tab order. Render the panel with <TabPanel> and the same prefix.
 */
export function Tabs<T extends string>({ label, tabs, value, onChange, idPrefix, className }: TabsProps<T>) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === value);
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={`tabs ${className ?? ''}`} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        const ids = tabIds(idPrefix, tab.id);
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab"
            data-tab={tab.id}
            onClick={() => onChange(tab.id)}
          >
            <span>{tab.label}</span>
            {tab.badge !== undefined && tab.badge !== null && <span className="tabs__badge">{tab.badge}</span>}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children, className }: { idPrefix: string; id: string; children: ReactNode; className?: string }) {
  const ids = tabIds(idPrefix, id);
  return (
    <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} className={`tab-panel ${className ?? ''}`}>
      {children}
    </div>
  );
}
