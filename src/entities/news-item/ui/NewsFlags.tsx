import { useItemTranslation } from '@/shared/lib/i18n';
import { Badge } from './NewsItem.styles';

export interface NewsFlagsProps {
  pinned: boolean;
  important: boolean;
}

/** The "Pinned" and "Important" tags admins set on a story; nothing for an ordinary one. */
export function NewsFlags({ pinned, important }: NewsFlagsProps) {
  const { t } = useItemTranslation('news');
  return (
    <>
      {pinned && <Badge>{t('item.pinned')}</Badge>}
      {important && <Badge $strong>{t('item.important')}</Badge>}
    </>
  );
}
