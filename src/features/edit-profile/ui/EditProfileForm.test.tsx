import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '@/shared/api';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { EditProfileForm, type EditProfileFormProps } from './EditProfileForm';

const profileId = '7b0c6f5e-4d3a-4c2b-9a18-0f1e2d3c4b5a';
// The fragment's data as the page's query passes it (what makeFragmentData does, typed by the props).
const profile = {
  id: profileId,
  display_name: 'Ada Lovelace',
  bio: 'Writes about proofs.',
  website: 'https://ada.example.com',
  location: null,
  avatar_url: null,
} as unknown as EditProfileFormProps['profile'];

const uploadedAvatar = `/storage/images/${profileId}/1700000000000-abcdefabcdef.png`;

type Answer = { data: Record<string, unknown> | null; errors?: unknown[] };

const savedAnswer = (changes: Record<string, unknown>): Answer => ({
  // The saved row, every column the mutation selects (as the API answers).
  data: { update_user_profiles_by_pk: { ...(profile as unknown as Record<string, unknown>), ...changes } },
});

/** Renders the form over the test client, which records the mutations sent and answers the save with `answer`. */
function renderForm(answer: Answer = savedAnswer({})) {
  const { client, sent } = createTestClient({ EditProfileSaveMutation: answer.errors ? { errors: answer.errors } : (answer.data ?? {}) });
  const onSaved = vi.fn();
  render(
    <Provider value={client}>
      <EditProfileForm
        profile={profile}
        onSaved={onSaved}
        onCancel={() => undefined}
        renderAvatar={({ value, onChange }) => (
          <button type="button" onClick={() => onChange(uploadedAvatar)}>
            {value ? 'Avatar chosen' : 'Choose avatar'}
          </button>
        )}
      />
    </Provider>,
  );
  return { sent, onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('EditProfileForm', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await loadNamespaces('profile');
  });

  afterEach(async () => {
    // Unmounted first, so the language change re-renders nothing outside act().
    cleanup();
    await changeLanguage('en');
  });

  it('starts from the saved profile', () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Display name').value).toBe('Ada Lovelace');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('Writes about proofs.');
    expect(screen.getByLabelText<HTMLInputElement>('Website').value).toBe('https://ada.example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Location').value).toBe('');
    expect(screen.getByText('20 / 500 characters')).toBeTruthy();
  });

  it('shows each rule at its field, focuses the first one and sends nothing', async () => {
    const { sent, onSaved } = renderForm();
    type('Display name', '   ');
    type('Bio', 'b'.repeat(501));
    type('Website', 'ftp://files.example.com');
    type('Location', 'l'.repeat(101));
    submit();

    const displayName = screen.getByLabelText('Display name');
    expect(displayName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your display name.')).toBeTruthy();
    expect(screen.getByText('The bio can have at most 500 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a web address starting with http:// or https://, without spaces.')).toBeTruthy();
    expect(screen.getByText('The location can have at most 100 characters.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(displayName));
    expect(sent).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();

    type('Display name', 'x'.repeat(51));
    submit();
    expect(screen.getByText('The display name can have at most 50 characters.')).toBeTruthy();
  });

  it('saves trimmed values, empty fields as null, the uploaded avatar and an https:// website', async () => {
    const { sent, onSaved } = renderForm();
    type('Display name', '  Ada King ');
    type('Bio', '   ');
    type('Website', 'ada.example.org');
    type('Location', ' London ');
    fireEvent.click(screen.getByRole('button', { name: 'Choose avatar' }));
    expect(screen.getByRole('button', { name: 'Avatar chosen' })).toBeTruthy();
    submit();

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query).toContain('update_user_profiles_by_pk');
    expect(sent[0]?.variables).toEqual({
      id: profileId,
      changes: {
        display_name: 'Ada King',
        bio: null,
        website: 'https://ada.example.org',
        location: 'London',
        avatar_url: uploadedAvatar,
      },
    });
  });

  it('shows a database refusal at its field and keeps what was typed', async () => {
    const { sent, onSaved } = renderForm({
      data: null,
      errors: [
        {
          message:
            'Check constraint violation. new row for relation "user_profiles" violates check constraint "user_profiles_avatar_url_check"',
          extensions: { code: 'constraint-violation', path: '$' },
        },
      ],
    });
    type('Location', 'Lisbon');
    fireEvent.click(screen.getByRole('button', { name: 'Choose avatar' }));
    submit();

    expect(await screen.findByText('This avatar address cannot be used. Upload the image again.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Location').value).toBe('Lisbon');
    expect(screen.getByRole('button', { name: 'Avatar chosen' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' }).disabled).toBe(false);
  });

  it('reports any other failure with its message, keeping the form', async () => {
    const { onSaved } = renderForm({
      data: null,
      errors: [{ message: 'database query error', extensions: { code: 'unexpected', path: '$' } }],
    });
    type('Bio', 'Still here');
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Save failed: database query error');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('Still here');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says so when the API saved nothing (not the member's own profile)", async () => {
    const { onSaved } = renderForm({ data: { update_user_profiles_by_pk: null } });
    submit();

    expect((await screen.findByRole('alert')).textContent).toBe('Save failed: you can only edit your own profile. Please log in again.');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('speaks Chinese when the site does', async () => {
    await changeLanguage('zh');
    renderForm();
    type('显示名称', '');
    type('网站', 'https://exa mple.com');
    fireEvent.click(screen.getByRole('button', { name: '保存更改' }));

    expect(screen.getByText('请输入显示名称。')).toBeTruthy();
    expect(screen.getByText('请输入以 http:// 或 https:// 开头且不含空格的网址。')).toBeTruthy();
  });
});
