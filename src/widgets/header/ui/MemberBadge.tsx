import { Avatar } from '@/shared/ui/avatar';
import { NameFull, NameShort } from './UserMenu.styles';

/** The first word of a name (a given name), for the narrow phone header; a name without spaces stays whole. */
function shortName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/**
 * What the header's account button shows: the member's avatar (their initial) and name, the first word of it on
 * phones. Decorative: the button carries the accessible name.
 */
export function MemberBadge({ name }: { name: string }) {
  return (
    <>
      <Avatar url={null} name={name} size="tiny" alt="" />
      <NameFull aria-hidden="true">{name}</NameFull>
      <NameShort aria-hidden="true">{shortName(name)}</NameShort>
      <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </>
  );
}
