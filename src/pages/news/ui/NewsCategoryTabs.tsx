import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { localizedName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { NewsCategoriesQuery } from '../api/newsQueries';
import { Tab, TabList } from './NewsPage.styles';

interface NewsCategoryTabsProps {
  selected: string | undefined;
  onSelect: (slug: string | undefined) => void;
}

/** 'All' plus one tab per active news category, coloured with the category's colour. */
export function NewsCategoryTabs({ selected, onSelect }: NewsCategoryTabsProps) {
  const { t, i18n } = useTranslation(['news', 'content']);
  const [result] = useQuery({ query: NewsCategoriesQuery });
  if (result.error) {
    return <Alert>{t('categoriesError', { message: apiErrorMessage(result.error) })}</Alert>;
  }
  return (
    <TabList role="group" aria-label={t('categoriesLabel')}>
      <Tab type="button" aria-pressed={!selected} onClick={() => onSelect(undefined)}>
        {t('content:all')}
      </Tab>
      {result.data?.news_categories.map((category) => (
        <Tab
          key={category.slug}
          type="button"
          $color={category.color}
          aria-pressed={selected === category.slug}
          onClick={() => onSelect(category.slug)}
        >
          {localizedName(category, i18n.language)}
        </Tab>
      ))}
    </TabList>
  );
}
