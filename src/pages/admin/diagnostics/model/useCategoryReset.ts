import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { siteAdminContext } from '@/shared/api';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { useLanguage } from '@/shared/lib/i18n';
import { localizedName } from '@/shared/lib/localized-name';
import { DiagnosticsResetCategoriesMutation } from '../api/diagnosticsQueries';
import { WEB3_CATEGORIES } from '../config/web3Categories';

/** What the reset did (or why it failed), shown above the lists. */
export interface ResetReport {
  tone: 'info' | 'error';
  lines: string[];
}

/** The category reset as one GraphQL request (one transaction): resolves true when it went through; `onDone` reloads. */
export function useCategoryReset(onDone: () => void) {
  const { t } = useTranslation('diagnostics');
  const language = useLanguage();
  const [, reset] = useMutation(DiagnosticsResetCategoriesMutation);
  const [report, setReport] = useState<ResetReport | null>(null);

  async function run(): Promise<boolean> {
    const result = await reset(
      {
        keep: WEB3_CATEGORIES.map((category) => category.slug),
        add: WEB3_CATEGORIES.map((category) => ({ ...category, scope: 'article' })),
      },
      siteAdminContext,
    );
    onDone();
    const data = result.data;
    if (result.error || !data) {
      setReport({ tone: 'error', lines: [t('updateCategories.failed', { message: result.error ? apiErrorMessage(result.error) : '' })] });
      return false;
    }
    const removed = data.delete_categories?.returning ?? [];
    const added = data.insert_categories?.returning ?? [];
    const names = (rows: typeof removed) => rows.map((row) => localizedName(row, language)).join(', ') || t('updateCategories.none');
    setReport({
      tone: 'info',
      lines: [
        t('updateCategories.done', { removed: removed.length, added: added.length, articles: data.update_articles?.affected_rows ?? 0 }),
        t('updateCategories.removedList', { names: names(removed) }),
        t('updateCategories.addedList', { names: names(added) }),
      ],
    });
    return true;
  }

  return { report, run };
}
