/** A titled list of menu links (a column of a mega menu). Items take part in the arrow-key navigation. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface MenuLink {
  to: string;
  label: ReactNode;
  key: string;
}

interface MenuSectionProps {
  title: string;
  links: readonly MenuLink[];
  columns?: 1 | 2;
  className?: string;
}

export const menuLinkClass =
  'flex min-h-11 items-center rounded-control px-2 text-sm text-text-secondary transition-colors duration-150 hover:bg-overlay hover:text-text focus-visible:bg-overlay focus-visible:text-text md:min-h-9';

export function MenuSection({ title, links, columns = 1, className = '' }: MenuSectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2 px-2 text-xs font-semibold uppercase tracking-wider text-text-muted">{title}</h2>
      <ul className={columns === 2 ? 'grid grid-cols-2 gap-x-2' : 'flex flex-col'}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={menuLinkClass} data-menu-item="">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
