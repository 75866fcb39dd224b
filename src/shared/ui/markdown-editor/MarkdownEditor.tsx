import { useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Markdown } from '../markdown';
import { VisuallyHidden } from '../visually-hidden';
import { applyFormat, insertBlock, type EditState, type MarkdownFormat } from './markdownFormat';
import { Divider, Field, Frame, Label, Message, Preview, TextArea, ToolButton, Toolbar } from './MarkdownEditor.styles';

/** The editor's texts, translated by the caller. */
export interface MarkdownEditorLabels {
  toolbar: string;
  bold: string;
  italic: string;
  code: string;
  link: string;
  bulletList: string;
  numberedList: string;
  image: string;
  imageUploading: string;
  preview: string;
  previewRegion: string;
  /** Stands in for the text of a format applied with nothing selected. */
  placeholderText: string;
}

export interface MarkdownImageUpload {
  /** The file chooser's accepted types. */
  accept: string;
  /** Uploads a file; resolves with the markdown to insert ('![alt](url)'), or null when it failed (the caller tells why). */
  upload: (file: File) => Promise<string | null>;
}

export interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  labels: MarkdownEditorLabels;
  error?: string;
  hint?: string;
  rows?: number;
  placeholder?: string;
  disabled?: boolean;
  /** The text area's name in its form. */
  name?: string;
  /** Adds the insert-image button. */
  imageUpload?: MarkdownImageUpload;
}

interface Tool {
  format: MarkdownFormat;
  label: keyof MarkdownEditorLabels;
  icon: ReactNode;
  /** Ctrl/Cmd + this key applies the format. */
  key?: string;
}

const svg = (path: string) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const TOOLS: Tool[] = [
  { format: 'bold', label: 'bold', icon: <span aria-hidden="true">B</span>, key: 'b' },
  { format: 'italic', label: 'italic', icon: <em aria-hidden="true">I</em>, key: 'i' },
  { format: 'code', label: 'code', icon: <span aria-hidden="true">{'</>'}</span> },
  {
    format: 'link',
    label: 'link',
    icon: svg('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1'),
    key: 'k',
  },
  { format: 'bullet-list', label: 'bulletList', icon: svg('M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01') },
  { format: 'numbered-list', label: 'numberedList', icon: svg('M10 6h10M10 12h10M10 18h10M4 5l1-1v4M4 14h2l-2 3h2') },
];

const IMAGE_ICON = svg('M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01');
const PREVIEW_ICON = svg('M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');

/** Moves focus along the toolbar's enabled buttons with the arrow keys, Home and End. */
function onToolbarKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: buttons.length - 1 };
  const target = moves[event.key];
  if (target === undefined || index === -1) return;
  event.preventDefault();
  buttons[(target + buttons.length) % buttons.length]?.focus();
}

/**
 * A markdown text area with a formatting toolbar (bold, italic, code, link, lists, an optional image
 * upload) and a preview that renders the text as the article page does.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  labels,
  error,
  hint,
  rows = 16,
  placeholder,
  disabled = false,
  name,
  imageUpload,
}: MarkdownEditorProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const pendingSelection = useRef<{ start: number; end: number } | null>(null);
  const selectionForImage = useRef<{ start: number; end: number } | null>(null);
  const latestValue = useRef(value);
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const message = error ?? hint;

  useLayoutEffect(() => {
    latestValue.current = value;
    const selection = pendingSelection.current;
    if (!selection || !area.current) return;
    pendingSelection.current = null;
    area.current.focus();
    area.current.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const currentState = (): EditState => ({
    text: latestValue.current,
    start: area.current?.selectionStart ?? latestValue.current.length,
    end: area.current?.selectionEnd ?? latestValue.current.length,
  });

  const commit = (next: EditState) => {
    pendingSelection.current = { start: next.start, end: next.end };
    onChange(next.text);
  };

  const format = (tool: MarkdownFormat) => commit(applyFormat(currentState(), tool, labels.placeholderText));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = TOOLS.find((item) => item.key === event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    format(tool.format);
  };

  const chooseImage = () => {
    const { start, end } = currentState();
    selectionForImage.current = { start, end };
    file.current?.click();
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen || !imageUpload) return;
    setUploading(true);
    try {
      const markdown = await imageUpload.upload(chosen);
      if (markdown) {
        const at = selectionForImage.current ?? { start: latestValue.current.length, end: latestValue.current.length };
        setPreviewing(false);
        commit(insertBlock({ text: latestValue.current, ...at }, markdown));
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Frame $invalid={Boolean(error)}>
        <Toolbar role="toolbar" aria-label={labels.toolbar} aria-controls={id} onKeyDown={onToolbarKeyDown}>
          {TOOLS.map((tool) => (
            <ToolButton
              key={tool.format}
              type="button"
              aria-label={labels[tool.label]}
              title={labels[tool.label]}
              disabled={disabled || previewing}
              onClick={() => format(tool.format)}
            >
              {tool.icon}
            </ToolButton>
          ))}
          {imageUpload && (
            <>
              <ToolButton
                type="button"
                aria-label={labels.image}
                title={labels.image}
                aria-busy={uploading}
                disabled={disabled || uploading}
                onClick={chooseImage}
              >
                {IMAGE_ICON}
              </ToolButton>
              <input ref={file} type="file" accept={imageUpload.accept} hidden onChange={(event) => void onFile(event)} />
            </>
          )}
          <Divider aria-hidden="true" />
          <ToolButton
            type="button"
            aria-label={labels.preview}
            title={labels.preview}
            aria-pressed={previewing}
            disabled={disabled}
            onClick={() => setPreviewing(!previewing)}
          >
            {PREVIEW_ICON}
          </ToolButton>
        </Toolbar>
        <TextArea
          ref={area}
          id={id}
          name={name}
          value={value}
          rows={rows}
          placeholder={placeholder}
          disabled={disabled}
          hidden={previewing}
          aria-invalid={error ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {previewing && (
          <Preview role="region" aria-label={labels.previewRegion} tabIndex={0}>
            <Markdown>{value}</Markdown>
          </Preview>
        )}
      </Frame>
      {uploading && <VisuallyHidden role="status">{labels.imageUploading}</VisuallyHidden>}
      {message && (
        <Message id={messageId} $error={Boolean(error)}>
          {message}
        </Message>
      )}
    </Field>
  );
}
