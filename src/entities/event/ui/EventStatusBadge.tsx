import { useTranslation } from 'react-i18next';
import { Badge } from './EventStatusBadge.styles';

export interface EventStatusBadgeProps {
  upcoming: boolean;
}

/** 'Upcoming' in the accent colour or a muted 'Past Event'. */
export function EventStatusBadge({ upcoming }: EventStatusBadgeProps) {
  const { t } = useTranslation('content');
  return <Badge $lit={upcoming}>{upcoming ? t('event.upcoming') : t('event.past')}</Badge>;
}
