import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '@/shared/lib/render-env';
import { Button } from '@/shared/ui/button';
import { canShareNatively, copyLink, shareNatively, type SharedPage } from '../model/shareLink';
import { Row, Status } from './ShareLinkButtons.styles';

export type ShareLinkButtonsProps = SharedPage;

type Outcome = 'copied' | 'failed' | null;

/**
 * 'Copy link', and 'Share…' where the browser has a share sheet (known only once hydrated, so the server's HTML
 * and the first render agree); the outcome is announced politely.
 */
export function ShareLinkButtons(page: ShareLinkButtonsProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const copy = async () => {
    try {
      await copyLink(page.url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  const share = async () => {
    try {
      await shareNatively(page);
    } catch {
      // The sheet was refused (e.g. no user gesture left): the link goes to the clipboard instead.
      await copy();
    }
  };
  return (
    <Row>
      {hydrated && canShareNatively() && (
        <Button variant="ghost" onClick={() => void share()}>
          {t('shareLink.share')}
        </Button>
      )}
      <Button variant="ghost" onClick={() => void copy()}>
        {t('shareLink.copy')}
      </Button>
      <Status role="status" $failed={outcome === 'failed'}>
        {outcome === 'copied' ? t('shareLink.copied') : outcome === 'failed' ? t('shareLink.failed', { url: page.url }) : ''}
      </Status>
    </Row>
  );
}
