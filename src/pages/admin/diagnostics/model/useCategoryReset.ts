import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLanguage } from '@/shared/lib/i18n';
import { localizedName, type BilingualName } from '@/shared/lib/locale-format';
import { DiagnosticsResetCategoriesMutation } from '../api/diagnosticsQueries';

/** What the reset did (or why it failed), shown above the lists. */
export interface ResetReport {
  tone: 'info' | 'error';
  lines: string[];
}

/**
 * The category reset, done by the server in one transaction. `plan` is the result of its dry run (what it will
 * do), reloaded by `reloadPlan` and after each reset; `run` resets and resolves true when it went through;
 * `onDone` reloads the categories.
 */
export function useCategoryReset(onDone: () => void) {
  const { t } = useTranslation('diagnostics');
  const language = useLanguage();
  const [, reset] = useMutation(DiagnosticsResetCategoriesMutation);
  type ResetResult = Awaited<ReturnType<typeof reset>>;
  const [plan, setPlan] = useState<ResetResult | null>(null);
  const [report, setReport] = useState<ResetReport | null>(null);

  const dryRun = useCallback(() => reset({ dryRun: true }, siteAdminContext), [reset]);
  const reloadPlan = async () => setPlan(await dryRun());

  useEffect(() => {
    let shown = true;
    void dryRun().then((result) => {
      if (shown) setPlan(result);
    });
    return () => {
      shown = false;
    };
  }, [dryRun]);

  async function run(): Promise<boolean> {
    const result = await reset({ dryRun: false }, siteAdminContext);
    onDone();
    await reloadPlan();
    const done = result.data?.resetWeb3Categories;
    if (result.error || !done) {
      setReport({ tone: 'error', lines: [t('updateCategories.failed', { message: result.error ? apiErrorMessage(result.error) : '' })] });
      return false;
    }
    const names = (rows: readonly BilingualName[]) =>
      rows.map((row) => localizedName(row, language)).join(', ') || t('updateCategories.none');
    setReport({
      tone: 'info',
      lines: [
        t('updateCategories.done', { removed: done.removed, added: done.added, articles: done.articlesUncategorized }),
        t('updateCategories.removedList', { names: names(done.removedCategories) }),
        t('updateCategories.addedList', { names: names(done.addedCategories) }),
      ],
    });
    return true;
  }

  return { plan, reloadPlan, report, run };
}
