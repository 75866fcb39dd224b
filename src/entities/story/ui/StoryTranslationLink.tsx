import { useTranslation } from 'react-i18next';
import { TextLink } from '@/shared/ui/text-link';
import { useStoryTranslation, type StoryTranslationLinkProps } from '../model/storyTranslation';

export type { StoryTranslationLinkProps } from '../model/storyTranslation';

/** A link to the article or blog post in the other language, when there is a published translation. */
export function StoryTranslationLink(props: StoryTranslationLinkProps) {
  const { t } = useTranslation('content');
  const translation = useStoryTranslation(props);
  if (!translation) return null;
  const { language } = translation;
  return (
    <TextLink to={translation.path} hrefLang={language} data-testid="translation-link">
      {t(`translation.${language}`)}
    </TextLink>
  );
}
