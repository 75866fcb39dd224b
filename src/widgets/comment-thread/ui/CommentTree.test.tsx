import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Client, Provider } from 'urql';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { CommentTree, type ThreadComment } from './CommentTree';

// Nothing is sent: the client is only there for the controls' mutation hooks.
const client = new Client({ url: 'http://127.0.0.1:9/v1/graphql', exchanges: [] });
const now = new Date('2026-05-01T12:00:00Z');

const comment = (id: string, username: string, content: string) => ({
  id,
  author_id: username,
  content,
  likes: 0,
  hidden: false,
  created_at: '2026-05-01T11:00:00Z',
  author: { username, display_name: username, avatar_url: null },
});

// Fragment data is plain objects at run time (masking is a type-level view).
const comments = [
  { ...comment('c1', 'ada', 'Hello @bob_dev'), replies: [comment('c2', 'bob_dev', 'Hi Ada')] },
] as unknown as ThreadComment[];

function renderTree(userId: string | undefined) {
  render(
    <Provider value={client}>
      <MemoryRouter>
        <CommentTree
          target={{ discussionId: 'd1' }}
          comments={comments}
          liked={new Set()}
          userId={userId}
          now={now}
          onSignIn={() => undefined}
        />
      </MemoryRouter>
    </Provider>,
  );
}

describe('CommentTree', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadNamespaces(['discussion', 'content']);
  });

  it('lists replies under their comment and links mentions, with no member controls for visitors', () => {
    renderTree(undefined);
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByText('Hi Ada')).toBeTruthy();
    expect(screen.getByRole('link', { name: '@bob_dev' }).getAttribute('href')).toBe('/u/bob_dev');
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('offers Reply on top-level comments, Edit on the own ones and Report on the others', () => {
    renderTree('bob_dev');
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(1);
    const replies = screen.getByRole('list', { name: 'Replies' });
    expect(within(replies).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(replies).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
  });
});
