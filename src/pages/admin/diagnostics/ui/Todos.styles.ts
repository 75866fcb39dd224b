import styled from 'styled-components';
import { space, themeVars } from '@/shared/config';

export const TodoFormRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[3]};
  align-items: start;

  > :first-child {
    flex: 1 1 16rem;
  }

  > button {
    margin-top: ${space[8]};
  }
`;

export const TodoItem = styled.li`
  label {
    display: flex;
    flex: 1 1 12rem;
    gap: ${space[3]};
    align-items: center;
    min-height: 2.75rem;
    cursor: pointer;
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${themeVars.primary};
  }

  input:checked + span {
    color: ${themeVars.textMuted};
    text-decoration: line-through;
  }
`;
