import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ModerationDialog, useModerateMember, type ModerationRequest } from '@/features/moderate-member';
import { useAdminQuery } from '@/shared/api';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import { DismissibleAlert } from '@/shared/ui/dismissible-alert';
import { Loadable } from '@/shared/ui/diag-kit';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { AdminReportsListQuery } from '../api/adminReportsQueries';
import { useModeration } from '../model/useModeration';
import { List } from './AdminReportsPage.styles';
import { ReportRow } from './ReportRow';

type Status = 'open' | 'resolved';

/**
 * /admin/reports: members' reports of discussions, comments and blog posts; moderators hide or unhide the item (hiding
 * resolves its reports), warn or suspend its author, and resolve the report.
 */
export function AdminReportsPage() {
  const { t } = useTranslation('admin-reports');
  useDocumentTitle(t('documentTitle'));
  const [params, setParams] = useSearchParams();
  const status: Status = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const [result, reload] = useAdminQuery(AdminReportsListQuery, { resolved: status === 'resolved' });
  const moderation = useModeration(reload);
  const moderate = useModerateMember();
  const [request, setRequest] = useState<ModerationRequest | null>(null);
  const reports = result.data?.content_reports;
  const closeDialog = () => {
    moderate.clearError();
    setRequest(null);
  };

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <ChoiceChips<Status>
        legend={t('status.legend')}
        name="report-status"
        value={status}
        onChange={(value) => setParams(value === 'open' ? {} : { status: value }, { replace: true })}
        options={[
          { value: 'open', label: t('status.open') },
          { value: 'resolved', label: t('status.resolved') },
        ]}
      />
      {moderation.error && (
        <DismissibleAlert dismissLabel={t('dismiss')} onDismiss={moderation.clearError}>
          {moderation.error}
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
              <ReportRow key={report.id} report={report} moderation={moderation} onModerate={setRequest} />
            ))}
          </List>
        )}
      </Loadable>
      <ModerationDialog
        request={request}
        error={moderate.error}
        onCancel={closeDialog}
        onConfirm={async (target, input) => {
          if (await moderate.run(target, input)) {
            closeDialog();
            reload();
          }
        }}
      />
    </Page>
  );
}
