import type { ReactNode } from 'react';
import { Button } from '../button';
import { Footer } from './DataTable.styles';

export interface ListFooterProps {
  /** How many rows are shown, e.g. 'Showing 50 of 57'. */
  summary: ReactNode;
  /** True when more rows match than are shown: the button is offered. */
  hasMore: boolean;
  /** True while rows load: the button is disabled. */
  busy: boolean;
  moreLabel: string;
  onMore: () => void;
}

/** Under a paged list: how many rows are shown, and the "Load more" button while more match. */
export function ListFooter({ summary, hasMore, busy, moreLabel, onMore }: ListFooterProps) {
  return (
    <Footer>
      <span>{summary}</span>
      {hasMore && (
        <Button variant="ghost" disabled={busy} onClick={onMore}>
          {moreLabel}
        </Button>
      )}
    </Footer>
  );
}
