import { IconButton } from './SignInDialog.styles';

interface PasswordToggleProps {
  visible: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}

/** The eye button in the password field; its name says what pressing it does. */
export function PasswordToggle({ visible, onToggle, showLabel, hideLabel }: PasswordToggleProps) {
  return (
    <IconButton type="button" aria-label={visible ? hideLabel : showLabel} aria-pressed={visible} onClick={onToggle}>
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
        <circle cx="12" cy="12" r="3" />
        {visible && <path d="M3 3l18 18" strokeLinecap="round" />}
      </svg>
    </IconButton>
  );
}
