import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { TodoForm } from './TodoForm';

describe('TodoForm', () => {
  beforeAll(async () => {
    await initI18n();
    await changeLanguage('en');
    await loadNamespaces(['diagnostics']);
  });

  function renderForm(saved = true) {
    const onAdd = vi.fn(async () => saved);
    render(<TodoForm onAdd={onAdd} />);
    const field = screen.getByLabelText('New to-do');
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    return { onAdd, field, add };
  }

  it('refuses a blank title without calling the API', () => {
    const { onAdd, field, add } = renderForm();
    fireEvent.change(field, { target: { value: ' \u3000 ' } });
    add();
    expect(screen.getByText('Please enter a title.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('refuses more than 200 characters', () => {
    const { onAdd, field, add } = renderForm();
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    add();
    expect(screen.getByText('The title can be at most 200 characters.')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('adds a trimmed title and clears the field once saved', async () => {
    const { onAdd, field, add } = renderForm();
    fireEvent.change(field, { target: { value: '  Rotate the keys  ' } });
    expect(screen.getByText('15 / 200 characters')).toBeTruthy();
    add();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(onAdd).toHaveBeenCalledWith('Rotate the keys');
  });

  it('keeps the title when saving failed', async () => {
    const { field, add } = renderForm(false);
    fireEvent.change(field, { target: { value: 'Keep me' } });
    add();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy());
    expect((field as HTMLInputElement).value).toBe('Keep me');
  });
});
