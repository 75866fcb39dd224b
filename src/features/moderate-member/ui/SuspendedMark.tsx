import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/shared/lib/locale-format';
import { isSuspended } from '../lib/suspensionEnd';
import { Mark } from './SuspendedMark.styles';

export interface SuspendedMarkProps {
  /** The end of the member's suspension; nothing is shown when it is past or absent. */
  until: string | null | undefined;
  reason?: string | null;
}

/** "Suspended until <date>" beside a member's name, with the reason when there is one. */
export function SuspendedMark({ until, reason }: SuspendedMarkProps) {
  const { t } = useTranslation('admin');
  const format = useLocaleFormat();
  if (!until || !isSuspended(until)) return null;
  const text = t('moderation.suspendedUntil', { time: format.dateTime(until) });
  // The whole note in the title too: in a narrow row (MemberModeration) the mark may end in an ellipsis.
  const title = reason ? `${text} · ${t('moderation.suspendedReason', { reason })}` : text;
  return <Mark title={title}>{text}</Mark>;
}
