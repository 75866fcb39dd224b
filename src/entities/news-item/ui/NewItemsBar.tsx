import { useTranslation } from 'react-i18next';
import { Bar, BarButton } from './NewItemsBar.styles';

export interface NewItemsBarProps {
  /** How many new stories are held back; nothing shows for none. */
  count: number;
  /** Shows them (and scrolls to the top). */
  onReveal: () => void;
}

/** "3 new stories": stays in view while the reader is scrolled down. */
export function NewItemsBar({ count, onReveal }: NewItemsBarProps) {
  const { t } = useTranslation('news');
  if (count <= 0) return null;
  return (
    <Bar role="status">
      <BarButton type="button" onClick={onReveal}>
        {t('newItems', { count })}
      </BarButton>
    </Bar>
  );
}
