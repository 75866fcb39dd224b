import { useEffect, useRef, useState } from 'react';

/**
 * The saving state of a section's form: focus on its first input when it opens, the save in progress,
 * and the failure text `onSave` resolves to (null when saved: the owner then closes the form).
 */
export function useSaveForm<Changes>(onSave: (changes: Changes) => Promise<string | null>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    formRef.current?.querySelector('input')?.focus();
  }, []);

  const save = async (changes: Changes) => {
    setSaving(true);
    setFailure(null);
    const failed = await onSave(changes);
    if (failed) {
      setFailure(failed);
      setSaving(false);
    }
  };

  /** Moves focus to the first field marked invalid. */
  const focusInvalid = () => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  return { formRef, saving, failure, save, focusInvalid };
}
