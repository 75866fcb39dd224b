import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { apiErrorMessage } from '@/shared/lib/api-error';
import { localizedName } from '@/shared/lib/locale-format';
import { Alert } from '@/shared/ui/alert';
import { NewsCategoriesQuery } from '../api/newsQueries';
import { Chip, ChipRow, ChipSwatch } from '@/shared/ui/chip';

interface NewsCategoryTabsProps {
  selected: string | undefined;
  onSelect: (slug: string | undefined) => void;
}

/** 'All' plus one chip per active news category, marked with the category's colour. */
export function NewsCategoryTabs({ selected, onSelect }: NewsCategoryTabsProps) {
  const { t, i18n } = useTranslation(['news', 'content']);
  const [result] = useQuery({ query: NewsCategoriesQuery });
  if (result.error) {
    return <Alert>{t('categoriesError', { message: apiErrorMessage(result.error) })}</Alert>;
  }
  return (
    <ChipRow role="group" aria-label={t('categoriesLabel')}>
      <Chip aria-pressed={!selected} onClick={() => onSelect(undefined)}>
        {t('content:all')}
      </Chip>
      {result.data?.news_categories.map((category) => (
        <Chip key={category.slug} aria-pressed={selected === category.slug} onClick={() => onSelect(category.slug)}>
          {category.color && <ChipSwatch $color={category.color} aria-hidden="true" />}
          {localizedName(category, i18n.language)}
        </Chip>
      ))}
    </ChipRow>
  );
}
