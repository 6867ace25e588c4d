/**
 * A home section: heading (h2), an optional "see all" link, then its content. Below the first screen (every
 * section but the first, `eager`) it is hydrated after the first screen (HydrateLater); the long product lists
 * among them are drawn by the browser only when near the screen (.drawn-when-near).
 */
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later.js';
import { DEFERRED_PART_ATTRIBUTE } from '../../lib/deferred-hydration.js';

interface HomeSectionProps {
  title: string;
  lead?: string;
  action?: { to: string; label: string };
  children: ReactNode;
  name: string;
  className?: string;
  /** On the first screen: hydrated with the page, not deferred. */
  eager?: boolean;
  /** A long list (100-200 elements): drawn by the browser only when near the screen. */
  drawnWhenNear?: boolean;
}

export function HomeSection(props: HomeSectionProps) {
  const section = <SectionMarkup {...props} />;
  return props.eager ? section : <HydrateLater selector={`[data-section="${props.name}"]`}>{section}</HydrateLater>;
}

function SectionMarkup({ title, lead, action, children, name, className = '', eager = false, drawnWhenNear = false }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${drawnWhenNear ? 'drawn-when-near ' : ''}mx-auto w-full max-w-7xl px-4 py-8 md:px-6 md:py-10 ${className}`} data-section={name} {...(eager ? {} : { [DEFERRED_PART_ATTRIBUTE]: '' })}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-text">{title}</h2>
          {lead && <p className="mt-1 text-text-secondary">{lead}</p>}
        </div>
        {action && (
          <Link to={action.to} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-link no-underline hover:underline">
            {action.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
