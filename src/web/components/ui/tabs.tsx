/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist of buttons, arrow keys move between tabs (with
 * wrap-around), Home and End jump, only the selected tab is in the Tab order; panels are labelled by
 * their tab. Controlled: the caller keeps the selected id (the quick-view resets it on each open, §2).
 */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  content: ReactNode;
}

interface TabsProps<Id extends string> {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  label: string;
  className?: string;
}

export function Tabs<Id extends string>({ tabs, selected, onSelect, label, className = '' }: TabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next]!;
    onSelect(target.id);
    buttons.current.get(target.id)?.focus();
  };

  if (!current) return null;
  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-border)] [scrollbar-width:none]">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current.id;
          return (
            <button
              key={tab.id}
              ref={(element) => { if (element) buttons.current.set(tab.id, element); else buttons.current.delete(tab.id); }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => move(event, index)}
              className={`min-h-11 shrink-0 whitespace-nowrap border-b-2 px-3 text-sm font-semibold transition-colors sm:px-4 ${isSelected ? 'border-link text-text' : 'border-transparent text-text-secondary hover:text-text'}`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${current.id}`}
        aria-labelledby={`${baseId}-tab-${current.id}`}
        tabIndex={0}
        className="pt-4 focus-visible:outline-offset-4"
      >
        {current.content}
      </div>
    </div>
  );
}
