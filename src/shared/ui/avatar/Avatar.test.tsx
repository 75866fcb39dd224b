import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the image at the size asked for', () => {
    render(<Avatar url="/demo/ada.png" name="Ada" size="large" alt="Ada's avatar" />);
    const image = screen.getByRole('img', { name: "Ada's avatar" });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('width')).toBe('96');
  });

  it('falls back to the initial when there is no image or it fails to load', () => {
    const { rerender } = render(<Avatar url={null} name="ada lovelace" alt="Ada" />);
    expect(screen.getByRole('img', { name: 'Ada' }).textContent).toBe('A');
    rerender(<Avatar url="/broken.png" name="林伟" alt="Lin" />);
    fireEvent.error(screen.getByRole('img', { name: 'Lin' }));
    const fallback = screen.getByRole('img', { name: 'Lin' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('林');
  });

  it('is hidden from assistive technology when the name is written beside it', () => {
    const { container } = render(<Avatar url={null} name="Ada" alt="" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
