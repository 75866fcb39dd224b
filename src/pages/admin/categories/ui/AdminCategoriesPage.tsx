import { useTranslation } from 'react-i18next';
import { AdminGate } from '@/features/admin-gate';
import { openSignInDialog } from '@/features/sign-in';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Page, PageHeader } from '@/shared/ui';
import { Sections } from './AdminCategoriesPage.styles';
import { AuthorsSection } from './AuthorsSection';
import { CategoriesSection } from './CategoriesSection';

function AdminCategories() {
  const { t } = useTranslation('admin-categories');
  useDocumentTitle(t('documentTitle'));
  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Sections>
        <CategoriesSection />
        <AuthorsSection />
      </Sections>
    </Page>
  );
}

/** /admin/categories (the spec's 'Category and author management'): the article categories and the authors, for administrators. */
export function AdminCategoriesPage() {
  return (
    <AdminGate onSignIn={() => openSignInDialog('login')}>
      <AdminCategories />
    </AdminGate>
  );
}
