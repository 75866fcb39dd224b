import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespaces } from '@/shared/lib/i18n';
import { AdminRightsDialog } from './AdminRightsDialog';

const member = { id: '30000000-0000-4000-8000-000000000002', name: 'Marcus Okafor', isAdmin: false };

describe('AdminRightsDialog', () => {
  beforeAll(async () => {
    // jsdom has no modal dialogs: open and close are enough here.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
    localStorage.clear();
    await initI18n();
    await loadNamespaces('admin-users');
  });

  afterEach(cleanup);

  it('names the member before granting, and grants on confirmation', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<AdminRightsDialog user={member} self={false} onCancel={() => undefined} onConfirm={onConfirm} />);
    expect(screen.getByText(/^Make Marcus Okafor an administrator\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grant admin' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(member));
  });

  it('asks an admin revoking their own rights for an extra confirmation', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const self = { ...member, isAdmin: true };
    render(<AdminRightsDialog user={self} self onCancel={() => undefined} onConfirm={onConfirm} />);
    const revoke = screen.getByRole<HTMLButtonElement>('button', { name: 'Revoke admin' });
    expect(revoke.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I understand, revoke my own admin rights'));
    expect(revoke.disabled).toBe(false);
    fireEvent.click(revoke);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(self));
  });

  it('revokes another admin with one confirmation', () => {
    render(
      <AdminRightsDialog user={{ ...member, isAdmin: true }} self={false} onCancel={() => undefined} onConfirm={async () => undefined} />,
    );
    expect(screen.getByText('Remove the administrator rights of Marcus Okafor?')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Revoke admin' }).disabled).toBe(false);
  });
});
