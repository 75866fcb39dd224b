import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { AUTHORS, CATEGORIES, valuesOf, type SectionChanges } from '../model/sections';
import { SectionForm } from './SectionForm';

/** Renders the form in create mode; `answer` is what each save resolves to (a failure text or null). */
function renderForm(answer: string | null = null, editing = { id: null as string | null, name: '', values: valuesOf(CATEGORIES) }) {
  const saved: SectionChanges[] = [];
  let finish: (value: string | null) => void = () => undefined;
  render(
    <SectionForm
      config={CATEGORIES}
      editing={editing}
      onSave={(changes) => {
        saved.push(changes);
        return new Promise((resolve) => {
          finish = (value) => resolve(value);
          if (answer !== 'pending') resolve(answer);
        });
      }}
      onCancel={() => undefined}
    />,
  );
  return { saved, finish: (value: string | null) => finish(value) };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('SectionForm: categories', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadNamespaces(['admin-categories']);
  });

  it('disables creating while the name is empty and says why once the name was touched', () => {
    renderForm();
    const create = screen.getByRole('button', { name: 'Create category' });
    expect(create).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(field('Name'));
    fireEvent.change(field('Name'), { target: { value: 'DeFi' } });
    expect(create).toHaveProperty('disabled', false);
    fireEvent.change(field('Name'), { target: { value: '   ' } });
    expect(create).toHaveProperty('disabled', true);
    expect(screen.getByText('Please enter a category name')).toBeTruthy();
  });

  it('makes the slug from the name and keeps it editable', () => {
    renderForm();
    fireEvent.change(field('Name'), { target: { value: 'Layer 2 & Rollups!' } });
    expect(field('Slug').value).toBe('layer-2-rollups');
    fireEvent.change(field('Slug'), { target: { value: 'rollups' } });
    expect(field('Slug').value).toBe('rollups');
  });

  it('asks for a slug when a Chinese-only name gives none, without saving', () => {
    const { saved } = renderForm();
    fireEvent.change(field('Name'), { target: { value: '去中心化金融' } });
    expect(field('Slug').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(screen.getByText(/Please enter a slug/)).toBeTruthy();
    expect(document.activeElement).toBe(field('Slug'));
    expect(saved).toEqual([]);
  });

  it('refuses a slug the database would refuse', () => {
    const { saved } = renderForm();
    fireEvent.change(field('Name'), { target: { value: 'DeFi' } });
    fireEvent.change(field('Slug'), { target: { value: 'De Fi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(screen.getByText('Use only lowercase letters a–z, digits and single hyphens, such as defi-news.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('saves trimmed texts with an empty description as null, disabling the buttons while saving', async () => {
    const { saved, finish } = renderForm('pending');
    fireEvent.change(field('Name'), { target: { value: '  DeFi  ' } });
    fireEvent.change(field('Description (optional)'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create category' }));
    expect(saved).toEqual([{ name: 'DeFi', name_zh: null, slug: 'defi', description: null }]);
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    finish('Failed to create category: another category already uses this slug; change the slug.');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('another category already uses this slug'));
    expect(screen.getByRole('button', { name: 'Create category' })).toHaveProperty('disabled', false);
  });

  it('edits a saved category in edit mode', () => {
    const { saved } = renderForm(null, {
      id: 'c1',
      name: 'DeFi',
      values: { name: 'DeFi', nameZh: '去中心化金融', slug: 'defi', description: 'Lending.' },
    });
    expect(screen.getByRole('heading', { name: 'Edit category “DeFi”' })).toBeTruthy();
    fireEvent.change(field('Description (optional)'), { target: { value: ' Lending and exchanges. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update category' }));
    expect(saved).toEqual([{ name: 'DeFi', name_zh: '去中心化金融', slug: 'defi', description: 'Lending and exchanges.' }]);
  });
});

function renderAuthorForm() {
  const saved: SectionChanges[] = [];
  render(
    <SectionForm
      config={AUTHORS}
      editing={{ id: null, name: '', values: valuesOf(AUTHORS) }}
      onSave={(changes) => {
        saved.push(changes);
        return Promise.resolve(null);
      }}
      onCancel={() => undefined}
    />,
  );
  return saved;
}

describe('SectionForm: authors', () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(['admin-categories']);
  });

  afterAll(async () => {
    await changeLanguage('en');
  });

  it("shows the spec's message for a missing name or email, in Chinese, without saving", async () => {
    await changeLanguage('zh');
    const saved = renderAuthorForm();
    fireEvent.change(field('姓名'), { target: { value: '刘思琪' } });
    fireEvent.click(screen.getByRole('button', { name: '创建作者' }));
    expect(screen.getByRole('alert').textContent).toBe('请填写作者姓名和邮箱');
    expect(document.activeElement).toBe(field('邮箱'));
    expect(field('邮箱').getAttribute('aria-invalid')).toBe('true');
    expect(saved).toEqual([]);
  });

  it('refuses an email the database CHECK refuses', async () => {
    await changeLanguage('en');
    const saved = renderAuthorForm();
    fireEvent.change(field('Name'), { target: { value: 'Elena Marsh' } });
    fireEvent.change(field('Email'), { target: { value: 'elena@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create author' }));
    expect(screen.getByText('Enter a valid email address, such as name@example.com.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('saves trimmed texts with an empty bio and expertise as null', async () => {
    await changeLanguage('en');
    const saved = renderAuthorForm();
    fireEvent.change(field('Name'), { target: { value: ' Elena Marsh ' } });
    fireEvent.change(field('Email'), { target: { value: ' elena@example.com ' } });
    fireEvent.change(field('Bio (optional)'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create author' }));
    expect(saved).toEqual([{ name: 'Elena Marsh', email: 'elena@example.com', bio: null, expertise: null }]);
  });
});
