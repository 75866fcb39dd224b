import styled from 'styled-components';
import { controlBox } from '../text-field/TextField.styles';

export const Area = styled.textarea`
  ${controlBox}
  min-height: 5rem;
  line-height: 1.5;
  resize: vertical;
`;
