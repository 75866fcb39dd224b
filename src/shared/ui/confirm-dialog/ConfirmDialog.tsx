import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { Dialog, DialogActions, DialogBody } from '../dialog';

export interface ConfirmDialogProps<Target> {
  /** What the action applies to; null keeps the dialog closed. */
  target: Target | null;
  title: ReactNode;
  /** What confirming does, e.g. 'Delete the article “Hello”?'. */
  message: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs, e.g. 'Deleting…'. */
  busyLabel: string;
  cancelLabel: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Runs the action; the owner closes the dialog (target null) when it settles. */
  onConfirm: (target: Target) => Promise<unknown>;
  /** Called on cancel, Escape or close; not while the action runs. */
  onCancel: () => void;
  /** Why the last attempt failed, shown above the buttons. */
  error?: ReactNode;
  /** True while the action may not be confirmed yet (e.g. a box to tick first). */
  confirmDisabled?: boolean;
  /** More content under the message, e.g. that box. */
  children?: ReactNode;
  /**
   * Where focus goes once the action has run (a deleted row's button is about to go); the element that
   * opened the dialog otherwise, and after a cancel.
   */
  focusAfterConfirm?: RefObject<HTMLElement | null>;
}

/** A modal asking to confirm an action (such as a delete), busy while the action runs. */
export function ConfirmDialog<Target>(props: ConfirmDialogProps<Target>) {
  const { target, onConfirm, onCancel } = props;
  const [busy, setBusy] = useState(false);
  const confirmed = useRef(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    // Set before the action: its owner may close the dialog before the promise settles here.
    confirmed.current = true;
    try {
      await onConfirm(target);
    } catch (error) {
      confirmed.current = false;
      throw error;
    } finally {
      setBusy(false);
    }
  };
  const returnFocus = () => {
    const element = confirmed.current ? props.focusAfterConfirm?.current : null;
    confirmed.current = false;
    return element;
  };
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog open={target !== null} onClose={cancel} title={props.title} closeLabel={props.closeLabel} returnFocus={returnFocus}>
      <DialogBody>
        <p>{props.message}</p>
        {props.children}
        {props.error && <Alert>{props.error}</Alert>}
        <DialogActions>
          <Button variant="ghost" disabled={busy} onClick={cancel}>
            {props.cancelLabel}
          </Button>
          <Button disabled={busy || props.confirmDisabled} onClick={() => void confirm()}>
            {busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
}
