import { useItemTranslation } from '@/shared/lib/i18n';
import { ChipLink } from '@/shared/ui/chip';
import { tickerPath } from '../config/tickers';
import { TickerList } from './NewsItem.styles';

export interface TickerChipsProps {
  tickers: readonly string[] | null | undefined;
  /** The ticker the list is filtered by, marked as current. */
  current?: string;
}

/** The tokens a story names, each a link to the stream filtered by it (/news?ticker=BTC). */
export function TickerChips({ tickers, current }: TickerChipsProps) {
  const { t } = useItemTranslation('news');
  if (!tickers?.length) return null;
  return (
    // A group, not a list: the stream counts its stories as list items.
    <TickerList role="group" aria-label={t('tickers.label')}>
      {tickers.map((ticker) => (
        <ChipLink
          key={ticker}
          to={tickerPath(ticker)}
          aria-current={ticker === current ? 'page' : undefined}
          aria-label={t('tickers.filterBy', { ticker })}
        >
          ${ticker}
        </ChipLink>
      ))}
    </TickerList>
  );
}
