/** A page's heading block: the one h1 of the page and an optional lead sentence. */
import type { ReactNode } from 'react';

export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-3xl font-semibold tracking-tight text-text md:text-4xl">{title}</h1>
      {lead && <p className="max-w-2xl text-text-secondary">{lead}</p>}
      {children}
    </div>
  );
}
