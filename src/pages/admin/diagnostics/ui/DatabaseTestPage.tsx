import { useTranslation } from 'react-i18next';
import { useClient, type Client } from 'urql';
import { queryServer, siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { CheckButton } from '@/shared/ui/diag-kit';
import { FactList } from '@/shared/ui/fact-list';
import { PageSection } from '@/shared/ui/page-section';
import { DiagnosticsCountsQuery } from '../api/diagnosticsQueries';
import { checkHealth } from '../lib/probes';

const TABLES = ['articles', 'blogPosts', 'news', 'events', 'discussions', 'comments', 'users', 'pageViews'] as const;

/** Runs the counts query (timed in the browser, bypassing the cache) and /healthz side by side. */
async function measureDatabase(client: Client) {
  const started = performance.now();
  const health = checkHealth();
  const result = await queryServer(client, DiagnosticsCountsQuery, {}, siteAdminContext);
  return { ...result, milliseconds: performance.now() - started, health: await health };
}

/** /database-test: the database's reachability (/healthz), the main tables' row counts and the GraphQL round-trip time. */
export function DatabaseTestPage() {
  const { t } = useTranslation('diagnostics');
  const client = useClient();
  return (
    <CheckButton immediate label={t('databaseTest.run')} busyLabel={t('databaseTest.running')} run={() => measureDatabase(client)}>
      {(report) => {
        const health = t(`databaseTest.${report.health.key}`, report.health.values);
        return (
          <>
            {report.error && <Alert>{t('databaseTest.countsFailed', { message: apiErrorMessage(report.error) })}</Alert>}
            {!report.health.ok && <Alert>{health}</Alert>}
            <FactList
              facts={[
                [t('databaseTest.health'), health],
                [t('databaseTest.roundTrip'), t('databaseTest.milliseconds', { value: Math.round(report.milliseconds) })],
              ]}
            />
            {report.data && (
              <PageSection title={t('databaseTest.counts')}>
                <FactList
                  facts={TABLES.map((table) => [
                    t(`databaseTest.tables.${table}`),
                    report.data?.[table].aggregate?.count ?? 0,
                    `count-${table}`,
                  ])}
                />
              </PageSection>
            )}
          </>
        );
      }}
    </CheckButton>
  );
}
