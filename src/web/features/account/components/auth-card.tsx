/** The frame of the sign-in, sign-up and password screens: one centred card with the page's h1. */
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title.js';

interface AuthCardProps {
  title: string;
  lead?: string;
  page: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, lead, page, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10 md:py-16" data-page={page}>
      <div className="flex flex-col gap-2 text-center">
        <h1 className="text-3xl font-semibold tracking-tight text-text">{title}</h1>
        {lead && <p className="text-text-secondary">{lead}</p>}
      </div>
      <div className="flex flex-col gap-5 rounded-card border border-border bg-raised p-5 md:p-7">{children}</div>
      {footer && <div className="flex flex-col items-center gap-2 text-sm text-text-secondary">{footer}</div>}
    </div>
  );
}
