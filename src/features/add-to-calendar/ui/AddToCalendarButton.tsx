import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { createIcs, icsFileName, type CalendarEvent } from '../lib/ics';

export interface AddToCalendarButtonProps {
  event: CalendarEvent;
  /** Base of the downloaded file's name, e.g. the event's slug. */
  fileName: string;
}

/** Downloads the event as an .ics file that calendar apps import. */
export function AddToCalendarButton({ event, fileName }: AddToCalendarButtonProps) {
  const { t } = useTranslation('content');
  const download = () => {
    const ics = createIcs(event, {
      domain: window.location.hostname || 'localhost',
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = icsFileName(fileName);
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: the download has started by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <Button variant="ghost" onClick={download}>
      {t('calendar.add')}
    </Button>
  );
}
