import { Link } from 'react-router';
import styled from 'styled-components';
import { themeVars } from '@/shared/config';
import { memberPath, splitMentions } from '../lib/mentions';

const Mention = styled(Link)`
  color: ${themeVars.primary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${themeVars.focusRing};
    outline-offset: 2px;
  }
`;

/** A discussion or comment text with each @mention linked to the member's profile. */
export function MentionText({ content }: { content: string }) {
  return (
    <>
      {splitMentions(content).map((part, index) =>
        'username' in part ? (
          <Mention key={index} to={memberPath(part.username)}>
            @{part.username}
          </Mention>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
