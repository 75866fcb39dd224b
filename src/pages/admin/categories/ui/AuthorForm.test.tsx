import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { emptyAuthor, type AuthorChanges } from '../lib/authorForm';
import { AuthorForm } from './AuthorForm';

function renderForm() {
  const saved: AuthorChanges[] = [];
  render(
    <AuthorForm
      editing={{ id: null, name: '', values: emptyAuthor }}
      onSave={(changes) => {
        saved.push(changes);
        return Promise.resolve(null);
      }}
      onCancel={() => undefined}
    />,
  );
  return saved;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('AuthorForm', () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(['admin-categories']);
  });

  afterAll(async () => {
    await changeLanguage('en');
  });

  it("shows the spec's message for a missing name or email, in Chinese, without saving", async () => {
    await changeLanguage('zh');
    const saved = renderForm();
    fireEvent.change(field('姓名'), { target: { value: '刘思琪' } });
    fireEvent.click(screen.getByRole('button', { name: '创建作者' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写作者姓名和邮箱');
    expect(document.activeElement).toBe(field('邮箱'));
    expect(field('邮箱').getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);
  });

  it('refuses an email the database CHECK refuses', async () => {
    await changeLanguage('en');
    const saved = renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Elena Marsh' } });
    fireEvent.change(field('Email'), { target: { value: 'elena@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create author' }));
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('saves trimmed texts with an empty bio and expertise as null', async () => {
    await changeLanguage('en');
    const saved = renderForm();
    fireEvent.change(field('Name'), { target: { value: ' Elena Marsh ' } });
    fireEvent.change(field('Email'), { target: { value: ' elena@example.com ' } });
    fireEvent.change(field('Bio (optional)'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create author' }));
    expect(saved).toEqual([{ name: 'Elena Marsh', email: 'elena@example.com', bio: null, expertise: null }]);
  });
});
