import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext, useAdminQuery } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLanguage } from '@/shared/lib/i18n';
import { localizedName, type BilingualName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { CheckList, Code, Loadable, useRun, type CheckResult } from '@/shared/ui/diag-kit';
import { Cluster } from '@/shared/ui/layout';
import { PageSection } from '@/shared/ui/page-section';
import { DiagnosticsCategoriesQuery, DiagnosticsResetCategoriesMutation } from '../api/diagnosticsQueries';

type Category = BilingualName & { slug: string; id?: string };

/** /update-categories: shows the article categories and the 11 Web3 ones, and after a confirmation the server resets them in one transaction. */
export function UpdateCategoriesPage() {
  const { t } = useTranslation('diagnostics');
  const language = useLanguage();
  const [result, refetch] = useAdminQuery(DiagnosticsCategoriesQuery);
  const [, reset] = useMutation(DiagnosticsResetCategoriesMutation);
  // What the reset will do: the server's dry run, asked again after each reset.
  const dryRun = useRun(() => reset({ dryRun: true }, siteAdminContext), true);
  const plan = dryRun.value?.data?.resetWeb3Categories;
  const [confirming, setConfirming] = useState<typeof plan | null>(null);
  const names = (rows: readonly BilingualName[]) =>
    rows.map((row) => localizedName(row, language)).join(', ') || t('updateCategories.none');
  // A category's row: its name, its slug (and article count), what the reset does to it.
  const row = (category: Category, status?: string, count?: number) => ({
    key: category.id ?? category.slug,
    label: localizedName(category, language),
    detail: (
      <>
        <Code>{category.slug}</Code>
        {count !== undefined && ` · ${t('updateCategories.articleCount', { count })}`}
      </>
    ),
    status,
  });

  // The reset itself, then the plan read again (the cache reads the categories again after the action); what it did,
  // or why it failed, in an alert.
  const resetRun = useRun(async (): Promise<CheckResult> => {
    const { data, error } = await reset({ dryRun: false }, siteAdminContext);
    await dryRun.start();
    const done = !error && data?.resetWeb3Categories;
    if (!done) return { tone: 'error', text: t('updateCategories.failed', { message: error ? apiErrorMessage(error) : '' }) };
    const lines = [
      t('updateCategories.done', { removed: done.removed, added: done.added, articles: done.articlesUncategorized }),
      t('updateCategories.removedList', { names: names(done.removedCategories) }),
      t('updateCategories.addedList', { names: names(done.addedCategories) }),
    ];
    return { tone: 'info', text: lines.map((line) => [line, <br key={line} />]) };
  });
  const report = resetRun.value;

  return (
    <Loadable
      data={result.data && plan && { categories: result.data.categories, plan }}
      error={(!result.data && result.error) || (!plan && dryRun.value?.error)}
      failed={(message) => t('updateCategories.loadFailed', { message })}
      retry={() => {
        refetch();
        void dryRun.start();
      }}
      retryLabel={t('retry')}
      loadingLabel={t('loading')}
    >
      {({ categories, plan }) => {
        const upToDate = plan.removed === 0 && plan.added === 0;
        const removed = new Set(plan.removedCategories.map(({ slug }) => slug));
        const added = new Set(plan.addedCategories.map(({ slug }) => slug));
        const sections = {
          current: categories
            .filter(({ scope }) => scope === 'article')
            .map((category) =>
              row(
                category,
                t(removed.has(category.slug) ? 'updateCategories.willRemove' : 'updateCategories.willKeep'),
                category.articles_aggregate.aggregate?.count ?? 0,
              ),
            ),
          target: plan.web3Categories.map((category) =>
            row(category, t(added.has(category.slug) ? 'updateCategories.willAdd' : 'updateCategories.present')),
          ),
          blog: categories.filter(({ scope }) => scope !== 'article').map((category) => row(category)),
        };
        return (
          <>
            {report && <Alert tone={report.tone}>{report.text}</Alert>}
            <Cluster>
              <Button disabled={upToDate} onClick={() => setConfirming(plan)}>
                {t('updateCategories.reset')}
              </Button>
              {upToDate && <span role="status">{t('updateCategories.upToDate')}</span>}
            </Cluster>
            {(['current', 'target', 'blog'] as const).map((section) => (
              <PageSection key={section} title={t(`updateCategories.${section}`)}>
                <CheckList items={sections[section]} empty={t('updateCategories.none')} />
              </PageSection>
            ))}
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
              onConfirm={() => resetRun.start().then(() => setConfirming(null))}
            />
          </>
        );
      }}
    </Loadable>
  );
}
