import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { discussionErrorText } from '@/entities/discussion';
import { useSession } from '@/entities/session';
import { ReportContentMutation } from '../api/reportMutation';
import { reportOutcome } from '../model/reportOutcome';
import { ReportDialog } from './ReportDialog';
import { TextButton } from '@/shared/ui/text-button';

export interface ReportButtonProps {
  kind: 'discussion' | 'comment' | 'blogPost';
  id: string;
}

/** "Report" for a signed-in member, opening the report dialog. */
export function ReportButton({ kind, id }: ReportButtonProps) {
  const { t } = useTranslation('discussion');
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [, report] = useMutation(ReportContentMutation);
  const emailUnverified = useSession().user?.emailVerified !== true;

  const submit = async (reason: string) => {
    const item = kind === 'discussion' ? { discussion_id: id } : kind === 'comment' ? { comment_id: id } : { blog_post_id: id };
    const { error } = await report({ object: { ...item, reason: reason || null } });
    const outcome = reportOutcome(error);
    if (outcome !== 'failed') {
      setSent(true);
      return null;
    }
    return t('report.failed', { message: error ? discussionErrorText(error, t, { emailUnverified }) : '' });
  };

  return (
    <>
      <TextButton type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {sent ? t('report.reported') : t('report.action')}
      </TextButton>
      <ReportDialog open={open} kind={kind} sent={sent} onClose={() => setOpen(false)} onSubmit={submit} />
    </>
  );
}
