import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '@/shared/ui/choice-chips';
import type { ContentScope } from '../model/contentLanguage';

export interface ContentLanguageToggleProps {
  value: ContentScope;
  onChange: (scope: ContentScope) => void;
  /** The radio group's name, unique on the page. */
  name?: string;
}

/** "My language only / All languages" above a list. */
export function ContentLanguageToggle({ value, onChange, name = 'content-language' }: ContentLanguageToggleProps) {
  const { t } = useTranslation();
  return (
    <ChoiceChips<ContentScope>
      legend={t('contentLanguage.legend')}
      name={name}
      value={value}
      onChange={onChange}
      options={[
        { value: 'mine', label: t('contentLanguage.mine') },
        { value: 'all', label: t('contentLanguage.all') },
      ]}
    />
  );
}
