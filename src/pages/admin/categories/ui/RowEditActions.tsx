import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Cluster } from '@/shared/ui/layout';
import type { SectionKind } from './ManageSection';

export interface RowEditActionsProps {
  kind: SectionKind;
  /** The row's name, in the buttons' accessible names. */
  name: string;
  /** True while a form is open. */
  locked: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The edit and delete buttons of a row. */
export function RowEditActions({ kind, name, locked, onEdit, onDelete }: RowEditActionsProps) {
  const { t } = useTranslation('admin-categories');
  return (
    <Cluster $gap={2}>
      <Button variant="ghost" disabled={locked} aria-label={t(`${kind}.editLabel`, { name })} onClick={onEdit}>
        {t('edit')}
      </Button>
      <Button variant="ghost" disabled={locked} aria-label={t(`${kind}.deleteLabel`, { name })} onClick={onDelete}>
        {t('delete')}
      </Button>
    </Cluster>
  );
}
