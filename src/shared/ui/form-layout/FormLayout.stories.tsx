import { useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { TextField } from '../text-field';
import { FieldSlot } from './FieldSlot';
import { focusField } from './focusField';
import { FormActions, FormChecks, FormNote, FormPanel, FormRow, FormStack } from './FormLayout';

interface FormStoryProps {
  note: string;
  name: string;
  start: string;
  end: string;
  free: string;
  online: string;
  cancel: string;
  save: string;
  /** The error under the end field; absent for none. */
  endError?: string;
  /** In a bordered panel with a heading (a form opened inside a page section). */
  panel?: string;
}

/** An admin form: a note, a field, two side by side, check boxes and the buttons; saving focuses the end field. */
function FormStory({ note, name, start, end, free, online, cancel, save, endError, panel }: FormStoryProps) {
  const form = useRef<HTMLFormElement>(null);
  const Frame = panel ? FormPanel : FormStack;
  return (
    <Frame
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        focusField(form.current, 'end');
      }}
    >
      {panel && <h3>{panel}</h3>}
      <FormNote>{note}</FormNote>
      <FieldSlot name="name">
        <TextField label={name} />
      </FieldSlot>
      <FormRow>
        <FieldSlot name="start">
          <TextField label={start} type="datetime-local" />
        </FieldSlot>
        <FieldSlot name="end">
          <TextField label={end} type="datetime-local" error={endError} />
        </FieldSlot>
      </FormRow>
      <FormChecks>
        <Checkbox label={free} />
        <Checkbox label={online} />
      </FormChecks>
      <FormActions>
        <Button type="button" variant="ghost">
          {cancel}
        </Button>
        <Button type="submit">{save}</Button>
      </FormActions>
    </Frame>
  );
}

const meta = {
  title: 'shared/FormLayout',
  component: FormStory,
  args: {
    note: 'Fields marked * are required.',
    name: 'Name',
    start: 'Starts',
    end: 'Ends',
    free: 'Free',
    online: 'Online',
    cancel: 'Cancel',
    save: 'Save event',
  },
} satisfies Meta<typeof FormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saving moves focus to the field FieldSlot marks (focusField), as the forms do with the first field in error. */
export const FocusesTheMarkedField: Story = {
  args: { endError: 'The end must be after the start.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save event' }));
    await expect(canvas.getByLabelText('Ends')).toHaveFocus();
  },
};

export const InAPanel: Story = { args: { panel: 'New category' }, globals: { theme: 'light' } };

export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const Chinese: Story = {
  args: {
    note: '带 * 的为必填项。',
    name: '名称',
    start: '开始时间',
    end: '结束时间',
    free: '免费',
    online: '线上',
    cancel: '取消',
    save: '保存活动',
  },
  globals: { locale: 'zh' },
};
