import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_MEMBER_ID } from '@/shared/config';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { AuthorMeta, type AuthorMetaProps } from './AuthorMeta';

// Fragment data is plain objects at run time (masking is a type-level view).
const deletedMember = { id: DELETED_MEMBER_ID, username: 'deleted_0123456789ab', display_name: 'Deleted member', avatar_url: null };
const author = (fields: typeof deletedMember) => fields as unknown as AuthorMetaProps['author'];
describe('the deleted member', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('zh');
    await loadNamespaces(['discussion', 'content']);
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('is named in the reader’s language, with its initial, no @username and no profile link', () => {
    const { container } = render(
      <MemoryRouter>
        <AuthorMeta author={author(deletedMember)} time="2026-05-01T11:00:00Z" now={new Date('2026-05-01T12:00:00Z')} />
      </MemoryRouter>,
    );
    expect(screen.getByText('已删除的成员')).toBeTruthy();
    expect(container.textContent).not.toContain('Deleted member');
    expect(container.textContent).not.toContain('@deleted_');
    expect(screen.getByText('已')).toBeTruthy();
  });

  it('leaves other authors as they are', () => {
    const ada = { ...deletedMember, id: '61000000-0000-4000-8000-000000000001', username: 'ada', display_name: 'Ada' };
    render(
      <MemoryRouter>
        <AuthorMeta author={author(ada)} time="2026-05-01T11:00:00Z" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.getByText('@ada')).toBeTruthy();
  });
});
