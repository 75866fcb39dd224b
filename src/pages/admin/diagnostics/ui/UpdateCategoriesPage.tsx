import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLanguage } from '@/shared/lib/i18n';
import { localizedName, type BilingualName } from '@/shared/lib/locale-format';
import { Alert, RetryAlert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { PageSection } from '@/shared/ui/page-section';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { LoadingLine } from '@/shared/ui/loading-line';
import { DiagnosticsCategoriesQuery } from '../api/diagnosticsQueries';
import { useCategoryReset } from '../model/useCategoryReset';
import { Cluster, Muted } from '@/shared/ui/layout';
import { Code, Rows } from './Diagnostics.styles';
import { DiagnosticsShell } from './DiagnosticsShell';

interface CategoryRow {
  key: string;
  category: BilingualName & { slug: string };
  /** How many articles it holds, where that matters. */
  count?: string;
  /** What the reset does to it. */
  status?: string;
}

/** A list of categories: each one's name and slug, with its article count and fate where given; 'none' when empty. */
function CategoryRows({ rows }: { rows: readonly CategoryRow[] }) {
  const { t } = useTranslation('diagnostics');
  const language = useLanguage();
  if (rows.length === 0) return <p>{t('updateCategories.none')}</p>;
  return (
    <Rows>
      {rows.map(({ key, category, count, status }) => (
        <li key={key}>
          <span>
            {localizedName(category, language)}{' '}
            <Muted>
              <Code>{category.slug}</Code>
              {count && ` · ${count}`}
            </Muted>
          </span>
          {status && <span>{status}</span>}
        </li>
      ))}
    </Rows>
  );
}

function UpdateCategories() {
  const { t } = useTranslation('diagnostics');
  const [result, refetch] = useAdminQuery(DiagnosticsCategoriesQuery);
  const reset = useCategoryReset(refetch);
  const reload = () => {
    refetch();
    void reset.reloadPlan();
  };
  // What the reset will do: the server's dry run.
  const plan = reset.plan?.data?.resetWeb3Categories;
  const [confirming, setConfirming] = useState<NonNullable<typeof plan> | null>(null);
  const loadError = (!result.data && result.error) || (!plan && reset.plan?.error);

  if (loadError) {
    return (
      <RetryAlert onRetry={reload} retryLabel={t('retry')}>
        {t('updateCategories.loadFailed', { message: apiErrorMessage(loadError) })}
      </RetryAlert>
    );
  }
  if (!result.data || !plan) {
    return <LoadingLine label={t('loading')} />;
  }

  const categories = result.data.categories;
  const articleCategories = categories.filter((category) => category.scope === 'article');
  const blogCategories = categories.filter((category) => category.scope !== 'article');
  const current = articleCategories.map((category) => ({ ...category, articles: category.articles_aggregate.aggregate?.count ?? 0 }));
  const upToDate = plan.removed === 0 && plan.added === 0;
  const removedSlugs = new Set(plan.removedCategories.map((category) => category.slug));
  const addedSlugs = new Set(plan.addedCategories.map((category) => category.slug));
  const articleCount = (count: number) => t('updateCategories.articleCount', { count });

  return (
    <>
      {reset.report && (
        <Alert tone={reset.report.tone}>
          {reset.report.lines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </Alert>
      )}
      <Cluster>
        <Button disabled={upToDate} onClick={() => setConfirming(plan)}>
          {t('updateCategories.reset')}
        </Button>
        {upToDate && <span role="status">{t('updateCategories.upToDate')}</span>}
      </Cluster>
      <PageSection title={t('updateCategories.current')}>
        <CategoryRows
          rows={current.map((category) => ({
            key: category.id,
            category,
            count: articleCount(category.articles),
            status: removedSlugs.has(category.slug) ? t('updateCategories.willRemove') : t('updateCategories.willKeep'),
          }))}
        />
      </PageSection>
      <PageSection title={t('updateCategories.target')}>
        <CategoryRows
          rows={plan.web3Categories.map((category) => ({
            key: category.slug,
            category,
            status: addedSlugs.has(category.slug) ? t('updateCategories.willAdd') : t('updateCategories.present'),
          }))}
        />
      </PageSection>
      <PageSection title={t('updateCategories.blog')}>
        <CategoryRows rows={blogCategories.map((category) => ({ key: category.id, category }))} />
      </PageSection>
      <ConfirmDialog
        target={confirming}
        title={t('updateCategories.confirmTitle')}
        message={t('updateCategories.confirmText', {
          remove: confirming?.removed ?? 0,
          articles: confirming?.articlesUncategorized ?? 0,
          add: confirming?.added ?? 0,
        })}
        confirmLabel={t('updateCategories.confirm')}
        busyLabel={t('updateCategories.confirming')}
        cancelLabel={t('updateCategories.cancel')}
        closeLabel={t('updateCategories.close')}
        onCancel={() => setConfirming(null)}
        onConfirm={async () => {
          await reset.run();
          setConfirming(null);
        }}
      />
    </>
  );
}

/** /update-categories: shows the article categories and the 11 Web3 ones, and after a confirmation resets them in one transaction. */
export function UpdateCategoriesPage() {
  return (
    <DiagnosticsShell id="updateCategories">
      <UpdateCategories />
    </DiagnosticsShell>
  );
}
