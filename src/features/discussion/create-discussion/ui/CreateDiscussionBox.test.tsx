import { fireEvent, render, screen } from '@testing-library/react';
import { Client, Provider, fetchExchange } from 'urql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { CreateDiscussionBox } from './CreateDiscussionBox';

// Signed out, nothing is sent: the client is only there for the mutation hook.
const client = new Client({ url: 'http://127.0.0.1:9/v1/graphql', exchanges: [fetchExchange] });

function renderBox() {
  const onSignIn = vi.fn();
  render(
    <Provider value={client}>
      <CreateDiscussionBox onSignIn={onSignIn} />
    </Provider>,
  );
  return onSignIn;
}

describe('CreateDiscussionBox signed out', () => {
  beforeAll(async () => {
    await initI18n();
  });

  async function switchTo(language: 'en' | 'zh') {
    await changeLanguage(language);
    await loadNamespaces('discussion');
  }

  it('disables the box with the spec placeholder and offers the sign-in dialog (en)', async () => {
    await switchTo('en');
    const onSignIn = renderBox();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your discussion' });
    expect(box.disabled).toBe(true);
    expect(box.placeholder).toBe('Please login to create a discussion');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Post' }).disabled).toBe(true);
    expect(screen.getByText('Please log in first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login / Register' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('says the same in Chinese', async () => {
    await switchTo('zh');
    renderBox();
    expect(screen.getByRole('heading', { name: '发起讨论' })).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '讨论内容' }).placeholder).toBe('请登录后发起讨论');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '标题' }).disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: '话题' })).toBeTruthy();
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录 / 注册' })).toBeTruthy();
  });
});
