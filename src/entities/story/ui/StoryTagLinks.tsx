import { tagPath } from '../model/storyPath';
import { TagLink, TagList } from './CardLinks.styles';

export interface StoryTagLinksProps {
  tags: readonly string[];
  /** The list's accessible name ("Tags"). */
  label: string;
}

/** A story's tags, each a link to the posts with that tag. */
export function StoryTagLinks({ tags, label }: StoryTagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagLink to={tagPath(tag)}>#{tag}</TagLink>
        </li>
      ))}
    </TagList>
  );
}
