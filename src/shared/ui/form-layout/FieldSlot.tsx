import type { ReactNode } from 'react';

/** Marks a field by its name, so the form can focus the first one with a message (focusField). */
export function FieldSlot({ name, children }: { name: string; children: ReactNode }) {
  return <div data-field={name}>{children}</div>;
}
