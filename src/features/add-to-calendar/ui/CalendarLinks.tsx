import { useTranslation } from 'react-i18next';
import { TextAnchor } from '@/shared/ui/text-link';
import { googleCalendarUrl, outlookCalendarUrl } from '../lib/calendarLinks';
import type { CalendarEvent } from '../lib/ics';

export interface CalendarLinksProps {
  event: CalendarEvent;
}

/** Links that open the event, filled in, in Google Calendar and in Outlook (beside the .ics download). */
export function CalendarLinks({ event }: CalendarLinksProps) {
  const { t } = useTranslation('content');
  return (
    <>
      <TextAnchor href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" data-testid="calendar-google">
        {t('calendar.google')}
      </TextAnchor>
      <TextAnchor href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer" data-testid="calendar-outlook">
        {t('calendar.outlook')}
      </TextAnchor>
    </>
  );
}
