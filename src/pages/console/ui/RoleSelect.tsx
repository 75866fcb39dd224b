import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleRoles } from '../config/roles';
import { Field, Hint, Label, Select } from './RoleSelect.styles';

export interface RoleSelectProps {
  role: string | null;
  onChange(role: string | null): void;
}

/** The role GraphiQL acts as (x-hasura-role), to see the schema and data as that role sees them. */
export function RoleSelect({ role, onChange }: RoleSelectProps) {
  const { t } = useTranslation('console');
  const id = useId();
  const hintId = useId();

  return (
    <Field>
      <Label htmlFor={id}>{t('role.label')}</Label>
      <Select id={id} value={role ?? ''} aria-describedby={hintId} onChange={(event) => onChange(event.target.value || null)}>
        <option value="">{t('role.admin')}</option>
        {consoleRoles.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
      <Hint id={hintId}>{t('role.hint')}</Hint>
    </Field>
  );
}
