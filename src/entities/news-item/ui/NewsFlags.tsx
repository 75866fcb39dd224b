import { useTranslation } from 'react-i18next';
import { Badge } from './NewsItem.styles';

export interface NewsFlagsProps {
  pinned: boolean;
  important: boolean;
}

/** The "Pinned" and "Important" tags admins set on a story; nothing for an ordinary one. */
export function NewsFlags({ pinned, important }: NewsFlagsProps) {
  const { t } = useTranslation('news');
  return (
    <>
      {pinned && <Badge>{t('item.pinned')}</Badge>}
      {important && <Badge $strong>{t('item.important')}</Badge>}
    </>
  );
}
