import { describe, expect, it } from 'vitest';
import { focusFirstError } from './focusField';

describe('focusFirstError', () => {
  it("focuses the first slot with an error in the form's order, not in the errors' order", () => {
    const form = document.createElement('form');
    form.innerHTML = ['name', 'slug', 'price'].map((name) => `<div data-field="${name}"><input name="${name}"></div>`).join('');
    document.body.append(form);
    focusFirstError(form, { price: 'required', slug: 'tooLong' });
    expect(document.activeElement?.getAttribute('name')).toBe('slug');
    form.remove();
  });
});
