import { graphql, useFragment, type FragmentType } from '@/shared/api';
import { storyPath } from './storyPath';

// The story's translation, read by the link to it and by the page's head (hreflang).
const StoryTranslationLink_ArticleFragment = graphql(`
  fragment StoryTranslationLink_Article on articles {
    translation_of_id
    translation_of {
      slug
      language
    }
    translations(limit: 1) {
      slug
      language
    }
  }
`);

const StoryTranslationLink_BlogPostFragment = graphql(`
  fragment StoryTranslationLink_BlogPost on blog_posts {
    translation_of_id
    translation_of {
      slug
      language
    }
    translations(limit: 1) {
      slug
      language
    }
  }
`);

export type StoryTranslationLinkProps =
  | { kind: 'article'; story: FragmentType<typeof StoryTranslationLink_ArticleFragment> }
  | { kind: 'blogPost'; story: FragmentType<typeof StoryTranslationLink_BlogPostFragment> };

/** The same props while the story may still be loading. */
export type OptionalStory<Props> = Props extends { kind: infer Kind; story: infer Story }
  ? { kind: Kind; story: Story | null | undefined }
  : never;

/** The published translation of a story (its original, or its first translation), if any. */
export function useStoryTranslation(props: OptionalStory<StoryTranslationLinkProps>): { path: string; language: 'en' | 'zh' } | undefined {
  const article = useFragment(StoryTranslationLink_ArticleFragment, props.kind === 'article' ? props.story : null);
  const post = useFragment(StoryTranslationLink_BlogPostFragment, props.kind === 'blogPost' ? props.story : null);
  const story = article ?? post;
  const other = story?.translation_of ?? story?.translations[0];
  return other ? { path: storyPath(props.kind, other.slug), language: other.language === 'zh' ? 'zh' : 'en' } : undefined;
}
