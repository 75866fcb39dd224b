import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/page-head';
import { Page } from '@/shared/ui/page';
import { PageHeader } from '@/shared/ui/page-header';
import { Sections } from './AdminCategoriesPage.styles';
import { AUTHORS, CATEGORIES } from '../model/sections';
import { ManageSection } from './ManageSection';

/** /admin/categories (the spec's 'Category and author management'): the article categories and the authors, for administrators. */
export function AdminCategoriesPage() {
  const { t } = useTranslation('admin-categories');
  useDocumentTitle(t('documentTitle'));
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Sections>
        <ManageSection config={CATEGORIES} />
        <ManageSection config={AUTHORS} />
      </Sections>
    </Page>
  );
}
