import styled from 'styled-components';
import { below } from '../theme';

/** The centred content column every section sits in. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutter};
  ${below('phone')} {
    padding: 0 ${({ theme }) => theme.layout.gutterPhone};
  }
`;
