import { tagPath } from '../model/storyPath';
import type { StoryTag } from '../model/tag';
import { TagLink, TagList } from './CardLinks.styles';

export interface StoryTagLinksProps {
  /** Keys for the links, names for the text. */
  tags: readonly StoryTag[];
  /** The list's accessible name ("Tags"). */
  label: string;
}

/** A story's tags, each a link to the posts with that tag. */
export function StoryTagLinks({ tags, label }: StoryTagLinksProps) {
  if (tags.length === 0) return null;
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.key}>
          <TagLink to={tagPath(tag.key)}>#{tag.name}</TagLink>
        </li>
      ))}
    </TagList>
  );
}
