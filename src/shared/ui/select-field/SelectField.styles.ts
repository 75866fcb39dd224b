import styled from 'styled-components';
import { controlBox, Field } from '../text-field/TextField.styles';

/** Kept at the top of its grid cell when a neighbour in the row is taller. */
export const SelectBox = styled(Field)`
  align-content: start;
`;

export const Select = styled.select`
  ${controlBox}
`;
