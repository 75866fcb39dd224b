import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { RowActions } from '@/shared/ui/data-table';

/** One action of a row: a button (onClick), the public page in a new tab (href) or another admin page (to). */
export interface RowAction<Key extends string> {
  /** Its text is actions.<key> of the page's namespace, its accessible name actions.<key>Label (naming the item). */
  key: Key;
  onClick?: () => void;
  href?: string;
  to?: string;
  disabled?: boolean;
}

export interface RowButtonsProps<Key extends string> {
  /** The page's translator for actions.<key> and actions.<key>Label. */
  t: {
    (key: `actions.${NoInfer<Key>}`): string;
    (key: `actions.${NoInfer<Key>}Label`, words: Record<string, string>): string;
  };
  /** The item's words in the accessible names, e.g. its title. */
  words: Record<string, string>;
  /** false leaves an action out. */
  actions: (RowAction<Key> | false)[];
}

/** A row's actions in its last cell. */
export function RowButtons<Key extends string>({ t, words, actions }: RowButtonsProps<Key>) {
  return (
    <RowActions>
      {actions.map((action) => {
        if (!action) return null;
        const { key, onClick, href, to, disabled } = action;
        const [label, name] = [t(`actions.${key}`), t(`actions.${key}Label`, words)];
        if (href) {
          return (
            <a key={key} href={href} target="_blank" rel="noopener noreferrer" aria-label={name}>
              {label}
            </a>
          );
        }
        if (to) {
          return (
            <Link key={key} to={to} aria-label={name}>
              {label}
            </Link>
          );
        }
        return (
          <Button key={key} variant="ghost" disabled={disabled} aria-label={name} onClick={onClick}>
            {label}
          </Button>
        );
      })}
    </RowActions>
  );
}
