/** Focuses the input, text area or select of the field marked `name` (FieldSlot) in `form`. */
export function focusField(form: HTMLFormElement | null, name: string) {
  form?.querySelector<HTMLElement>(`[data-field="${name}"] :is(input, textarea, select)`)?.focus();
}
