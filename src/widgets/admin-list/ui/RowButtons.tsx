import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { RowActions } from '@/shared/ui/data-table';

/** One action of a row: a button (onClick), the public page in a new tab (href) or another admin page (to). */
export interface RowAction {
  label: string;
  /** The accessible name, which names the row's item. */
  name: string;
  onClick?: () => void;
  href?: string;
  to?: string;
  disabled?: boolean;
}

/** A row's actions in its last cell; false leaves an action out. */
export function RowButtons({ actions }: { actions: (RowAction | false)[] }) {
  return (
    <RowActions>
      {actions.map((action) => {
        if (!action) return null;
        const { label, name, onClick, href, to, disabled } = action;
        if (href) {
          return (
            <a key={label} href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
              {label}
            </a>
          );
        }
        if (to) {
          return (
            <Link key={label} to={to} aria-label={name}>
              {label}
            </Link>
          );
        }
        return (
          <Button key={label} variant="ghost" disabled={disabled} aria-label={name} onClick={onClick}>
            {label}
          </Button>
        );
      })}
    </RowActions>
  );
}
