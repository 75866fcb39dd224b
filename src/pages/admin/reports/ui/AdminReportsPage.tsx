import { useTranslation } from 'react-i18next';
import { useModerationDialog } from '@/features/moderate-member';
import { useAdminQuery } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { useUrlFilters } from '@/shared/lib/url-filters';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { Loadable } from '@/shared/ui/diag-kit';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { AdminReportsListQuery } from '../api/adminReportsQueries';
import { useModeration } from '../model/useModeration';
import { List } from './AdminReportsPage.styles';
import { ReportRow } from './ReportRow';

/** The reports shown, the default first (kept in the address as ?status=). */
const statuses = ['open', 'resolved'] as const;

/**
 * /admin/reports: members' reports of discussions, comments and blog posts; moderators hide or unhide the item (hiding
 * resolves its reports), warn or suspend its author, and resolve the report.
 */
export function AdminReportsPage() {
  const { t } = useTranslation('admin-reports');
  useDocumentTitle(t('documentTitle'));
  const { status, setStatus } = useUrlFilters(statuses);
  const [result, reload] = useAdminQuery(AdminReportsListQuery, { resolved: status === 'resolved' });
  const moderation = useModeration(reload);
  const moderationDialog = useModerationDialog(reload);
  const reports = result.data?.content_reports;

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ChoiceChips
        legend={t('status.legend')}
        name="report-status"
        value={status}
        onChange={setStatus}
        options={statuses.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      {moderation.notice && (
        <DismissibleAlert tone={moderation.notice.tone} dismissLabel={t('dismiss')} onDismiss={() => moderation.setNotice(null)}>
          {moderation.notice.text}
        </DismissibleAlert>
      )}
      <Loadable
        data={reports}
        error={result.error}
        failed={(message) => t('fetchFailed', { message })}
        retry={reload}
        retryLabel={t('retry')}
        loadingLabel={t('loading')}
        empty={t(status === 'open' ? 'emptyOpen' : 'emptyResolved')}
      >
        {(list) => (
          <List aria-label={t('listLabel')}>
            {list.map((report) => (
              <ReportRow key={report.id} report={report} moderation={moderation} onModerate={moderationDialog.open} />
            ))}
          </List>
        )}
      </Loadable>
      {moderationDialog.dialog}
    </Page>
  );
}
