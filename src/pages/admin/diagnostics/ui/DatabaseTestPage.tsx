import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, type Client } from 'urql';
import { queryServer, siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { PageSection } from '@/shared/ui/page-section';
import { LoadingLine } from '@/shared/ui/loading-line';
import { DiagnosticsCountsQuery } from '../api/diagnosticsQueries';
import { checkHealth, type HealthOutcome } from '../lib/healthCheck';
import { FactList } from '@/shared/ui/fact-list';
import { Cluster } from '@/shared/ui/layout';
import { DiagnosticsShell } from './DiagnosticsShell';

const TABLES = ['articles', 'blogPosts', 'news', 'events', 'discussions', 'comments', 'users', 'pageViews'] as const;
type Table = (typeof TABLES)[number];

interface DatabaseReport {
  counts: Record<Table, number> | null;
  countsError: string | null;
  milliseconds: number;
  health: HealthOutcome;
}

/** Runs the counts query (timed in the browser, bypassing the cache) and /healthz side by side. */
async function measureDatabase(client: Client): Promise<DatabaseReport> {
  const started = performance.now();
  const countsRequest = queryServer(client, DiagnosticsCountsQuery, {}, siteAdminContext).then((result) => ({
    result,
    milliseconds: performance.now() - started,
  }));
  const [{ result, milliseconds }, health] = await Promise.all([countsRequest, checkHealth()]);
  const data = result.data;
  const counts = data
    ? (Object.fromEntries(TABLES.map((table) => [table, data[table].aggregate?.count ?? 0])) as Record<Table, number>)
    : null;
  return { counts, countsError: result.error ? apiErrorMessage(result.error) : null, milliseconds, health };
}

/** The latest database report; `run` measures again. */
function useDatabaseReport() {
  const client = useClient();
  const [report, setReport] = useState<DatabaseReport | null>(null);
  const [runs, setRuns] = useState(0);
  const [finished, setFinished] = useState(-1);

  useEffect(() => {
    let current = true;
    void measureDatabase(client).then((next) => {
      if (!current) return;
      setReport(next);
      setFinished(runs);
    });
    return () => {
      current = false;
    };
  }, [client, runs]);

  return { report, running: finished !== runs, run: () => setRuns((count) => count + 1) };
}

function HealthText({ health }: { health: HealthOutcome }) {
  const { t } = useTranslation('diagnostics');
  if (health.kind === 'ok') return <>{t('databaseTest.healthOk', { database: health.database, version: health.version })}</>;
  if (health.kind === 'unhealthy') return <>{t('databaseTest.healthFailed', { status: health.status, message: health.message })}</>;
  return <>{t('databaseTest.unreachable', { message: health.message })}</>;
}

/** /database-test: the database's reachability (/healthz), the main tables' row counts and the GraphQL round-trip time. */
export function DatabaseTestPage() {
  const { t } = useTranslation('diagnostics');
  const { report, running, run } = useDatabaseReport();
  return (
    <DiagnosticsShell id="databaseTest">
      <Cluster>
        <Button onClick={run} disabled={running}>
          {t('databaseTest.run')}
        </Button>
        {running && <LoadingLine label={t('databaseTest.running')} />}
      </Cluster>
      {report && (
        <>
          {report.countsError && <Alert>{t('databaseTest.countsFailed', { message: report.countsError })}</Alert>}
          {report.health.kind !== 'ok' && (
            <Alert>
              <HealthText health={report.health} />
            </Alert>
          )}
          <FactList
            facts={[
              [t('databaseTest.health'), <HealthText health={report.health} />],
              [t('databaseTest.roundTrip'), t('databaseTest.milliseconds', { value: Math.round(report.milliseconds) })],
            ]}
          />
          {report.counts && (
            <PageSection title={t('databaseTest.counts')}>
              <FactList facts={TABLES.map((table) => [t(`databaseTest.tables.${table}`), report.counts?.[table], `count-${table}`])} />
            </PageSection>
          )}
        </>
      )}
    </DiagnosticsShell>
  );
}
