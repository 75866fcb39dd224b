/** Focuses the input, text area or select of the field marked `name` (FieldSlot) in `form`. */
export function focusField(form: HTMLFormElement | null, name: string) {
  form?.querySelector<HTMLElement>(`[data-field="${name}"] :is(input, textarea, select)`)?.focus();
}

/** Focuses the first field slot (FieldSlot), in the form's order, that has an error in `errors`. */
export function focusFirstError(form: HTMLFormElement | null, errors: Partial<Record<string, unknown>>) {
  const slots = Array.from(form?.querySelectorAll<HTMLElement>('[data-field]') ?? []);
  const first = slots.find((slot) => errors[slot.dataset.field ?? '']);
  first?.querySelector<HTMLElement>(':is(input, textarea, select)')?.focus();
}
