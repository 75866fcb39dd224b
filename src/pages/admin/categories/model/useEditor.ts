import { useEffect, useRef, useState } from 'react';
import type { Notice } from './writeOutcome';

/** The row a form edits (`id` null: a new one), with its name for the form's title. */
export interface Editing<Values> {
  id: string | null;
  name: string;
  values: Values;
}

/** A row to delete, with how many articles use it (said in the confirmation). */
export interface DeleteTarget {
  id: string;
  name: string;
  articles: number;
}

/**
 * The state of one managed list: the open form (create or edit mode, one at a time), the row awaiting
 * delete confirmation and the last notice. Focus goes back to the control that opened the form when it closes.
 */
export function useEditor<Values>() {
  const [editing, setEditing] = useState<Editing<Values> | null>(null);
  const [toDelete, setToDelete] = useState<DeleteTarget | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = editing !== null;

  useEffect(() => {
    if (open) return;
    // The opener was disabled while the form was open; it is enabled again by now.
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, [open]);

  const openForm = (next: Editing<Values>) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setNotice(null);
    setEditing(next);
  };

  return { editing, openForm, closeForm: () => setEditing(null), toDelete, setToDelete, notice, setNotice };
}
