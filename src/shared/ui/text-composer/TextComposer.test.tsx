import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextComposer, type TextComposerProps } from './TextComposer';

function renderComposer(props: Partial<TextComposerProps> = {}) {
  const onSubmit = vi.fn<TextComposerProps['onSubmit']>(async () => null);
  render(
    <TextComposer
      label="Your comment"
      placeholder="Write a comment..."
      submitLabel="Comment"
      submittingLabel="Sending..."
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return {
    onSubmit: props.onSubmit ?? onSubmit,
    box: screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' }),
    button: screen.getByRole<HTMLButtonElement>('button', { name: 'Comment' }),
  };
}

describe('TextComposer', () => {
  it('requires text: the button stays disabled while the box is empty or only spaces', () => {
    const { box, button, onSubmit } = renderComposer();
    expect(button.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   \n\t ' } });
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the text trimmed, shows the sending state, then clears the box', async () => {
    let finish: (value: string | null) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<string | null>((resolve) => (finish = resolve)));
    const { box, button } = renderComposer({ onSubmit });
    fireEvent.change(box, { target: { value: '  gm, rollups  ' } });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith('gm, rollups');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sending...' }).disabled).toBe(true);
    finish(null);
    await waitFor(() => expect(box.value).toBe(''));
    expect(screen.getByRole('button', { name: 'Comment' })).toBeTruthy();
  });

  it('sends with Ctrl+Enter', () => {
    const { box, onSubmit } = renderComposer();
    fireEvent.change(box, { target: { value: 'hello' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledWith('hello');
  });

  it('shows a failure and keeps the text', async () => {
    const { box, button } = renderComposer({ onSubmit: async () => 'Service temporarily unavailable' });
    fireEvent.change(box, { target: { value: 'keep me' } });
    fireEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe('Service temporarily unavailable');
    expect(box.value).toBe('keep me');
  });

  it('when locked, disables the box and the button and offers the unlocking action', () => {
    const onAction = vi.fn();
    const { box, button } = renderComposer({
      placeholder: 'Please login to comment',
      locked: { message: 'Please log in first', actionLabel: 'Login / Register', onAction },
    });
    expect(box.disabled).toBe(true);
    expect(box.placeholder).toBe('Please login to comment');
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Please log in first')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login / Register' }));
    expect(onAction).toHaveBeenCalledOnce();
  });
  it('keeps a pasted text over the limit whole, counts it and refuses to send it with the reason', () => {
    const counter = {
      format: (length: number, max: number) => `${length} / ${max}`,
      tooLong: (length: number, max: number) => `Too long: ${length} > ${max}`,
    };
    const { box, button, onSubmit } = renderComposer({ maxLength: 10, counter });
    fireEvent.change(box, { target: { value: 'ten chars!' } });
    expect(screen.getByText('10 / 10')).toBeTruthy();
    expect(button.disabled).toBe(false);
    fireEvent.change(box, { target: { value: 'eleven char' } });
    expect(box.value).toBe('eleven char');
    expect(screen.getByText('Too long: 11 > 10')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers members for a typed @mention, chosen with the arrows and Enter', async () => {
    const source = vi.fn(async (query: string) =>
      [
        { username: 'alice', displayName: 'Alice Zhang' },
        { username: 'alicia', displayName: 'Alicia' },
      ].filter((member) => member.username.startsWith(query)),
    );
    const { box, onSubmit } = renderComposer({ mentions: { source, label: 'Members to mention' } });
    fireEvent.change(box, { target: { value: 'hi @ali', selectionStart: 7 } });
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(source).toHaveBeenLastCalledWith('ali');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('hi @alicia ');
    expect(box.selectionStart).toBe('hi @alicia '.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'hi @alicia and @al', selectionStart: 18 } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('hi @alicia and @al');
  });
});
