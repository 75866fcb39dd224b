import type { ReactNode } from 'react';
import type { UrlFilters } from '@/shared/lib/url-filters';
import { Button } from '@/shared/ui/button';

export interface FilteredEmptyProps {
  filters: Pick<UrlFilters<string>, 'filtered' | 'clear'>;
  /** The page's translator for empty.filtered, empty.none and empty.clear. */
  t: (key: 'empty.filtered' | 'empty.none' | 'empty.clear') => string;
  /** What an unfiltered empty list offers (write or create the first one). */
  noneAction: ReactNode;
}

/** What an empty filtered list says: no match with a button that clears the filters, or none yet with the page's action. */
export function FilteredEmpty({ filters, t, noneAction }: FilteredEmptyProps) {
  return (
    <>
      <p>{filters.filtered ? t('empty.filtered') : t('empty.none')}</p>
      {filters.filtered ? (
        <Button variant="ghost" onClick={filters.clear}>
          {t('empty.clear')}
        </Button>
      ) : (
        noneAction
      )}
    </>
  );
}
