import { useId, useLayoutEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { Button } from '../button';
import { Panel, StyledDialog, Title, TitleRow } from './Dialog.styles';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a backdrop click or the close button; the owner sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button (translated by the caller). */
  closeLabel: string;
  /**
   * Where focus goes when the dialog closes, read at that moment; the element that had focus when it opened
   * when this returns nothing (e.g. after a delete, whose row and button are about to go).
   */
  returnFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert (focus stays inside), Escape and a
 * backdrop click close it, and focus returns to where it was when it opened.
 */
export function Dialog({ open, onClose, title, closeLabel, returnFocus, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef(returnFocus);
  useLayoutEffect(() => {
    returnFocusRef.current = returnFocus;
  });
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();

  // Layout effects: the dialog opens, closes and hands focus back in the same commit that changes the page
  // (e.g. removes the row whose button opened it), never a frame later.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      (returnFocusRef.current?.() ?? opener)?.focus();
    };
  }, [open]);

  // A click counts as a backdrop click only when it also started there (not a text selection
  // dragged out of the panel); the panel fills the dialog box, so only the backdrop hits the dialog.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };

  return (
    <StyledDialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onPointerDown={onPointerDown}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <Panel>
          <TitleRow>
            <Title id={titleId}>{title}</Title>
            <Button variant="ghost" aria-label={closeLabel} onClick={onClose}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Button>
          </TitleRow>
          {children}
        </Panel>
      )}
    </StyledDialog>
  );
}
