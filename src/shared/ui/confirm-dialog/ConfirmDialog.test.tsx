import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

/** A list with one row whose delete button opens the dialog; confirming removes the row, as the admin lists do. */
function List() {
  const [rows, setRows] = useState(['First row']);
  const [target, setTarget] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={search} aria-label="Search" />
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setTarget(row)}>
          Delete {row}
        </button>
      ))}
      <ConfirmDialog
        target={target}
        title="Confirm deletion"
        message={`Delete ${target ?? ''}?`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        cancelLabel="Cancel"
        closeLabel="Close"
        onCancel={() => setTarget(null)}
        onConfirm={async (row) => {
          await Promise.resolve();
          setTarget(null);
          setRows((current) => current.filter((item) => item !== row));
        }}
        focusAfterConfirm={search}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: open and close are enough here.
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  afterEach(cleanup);

  it('gives focus back to the button that opened it after a cancel', () => {
    render(<List />);
    const opener = screen.getByRole('button', { name: 'Delete First row' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(opener);
  });

  it('moves focus to the given element once the action has run, since the row and its button are gone', async () => {
    render(<List />);
    const opener = screen.getByRole('button', { name: 'Delete First row' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete First row' })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });
});
