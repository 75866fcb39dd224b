import { useTranslation } from 'react-i18next';
import { MAJOR_TICKERS } from '@/entities/news-item';
import { Chip, ChipRow } from '@/shared/ui/chip';

interface NewsTickerFilterProps {
  /** The ticker the stream is filtered by. */
  selected: string | undefined;
  onSelect: (ticker: string | undefined) => void;
}

/** 'All tokens' plus the major tickers (and the chosen one, when it is another: a story's $-symbol). */
export function NewsTickerFilter({ selected, onSelect }: NewsTickerFilterProps) {
  const { t } = useTranslation('news');
  const tickers: string[] = [...MAJOR_TICKERS];
  if (selected && !tickers.includes(selected)) tickers.push(selected);
  return (
    <ChipRow role="group" aria-label={t('tickers.filterLabel')}>
      <Chip aria-pressed={!selected} onClick={() => onSelect(undefined)}>
        {t('tickers.all')}
      </Chip>
      {tickers.map((ticker) => (
        <Chip key={ticker} aria-pressed={selected === ticker} onClick={() => onSelect(selected === ticker ? undefined : ticker)}>
          ${ticker}
        </Chip>
      ))}
    </ChipRow>
  );
}
