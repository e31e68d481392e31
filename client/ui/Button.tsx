import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'ghost' | 'light';

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.textOnDark};
    &:hover { background: ${({ theme }) => theme.color.primaryHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover { background: rgba(26, 92, 255, 0.06); }
  `,
  light: css`
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.primaryDark};
    &:hover { background: ${({ theme }) => theme.color.backgroundSoft}; }
  `,
};

/** Shared look of buttons and button-like links: `<ButtonLink as="a">` or `<Button>`. */
interface ButtonProps {
  $variant?: ButtonVariant;
  $size?: 'small' | 'large';
}

export const buttonStyle = css<ButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* Not flex gap (Chromium 84): an icon leads the label, which is text, not an element. */
  & > svg { margin-right: ${({ theme }) => theme.space.sm}; }
  min-height: ${({ $size }) => ($size === 'large' ? '48px' : '36px')};
  padding: 0 ${({ $size }) => ($size === 'large' ? '28px' : '16px')};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.small};
  font-size: ${({ $size, theme }) => ($size === 'large' ? theme.font.size.lead : theme.font.size.body)};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  ${({ $variant = 'primary' }) => variants[$variant]}
`;

export const Button = styled.button<ButtonProps>`
  ${buttonStyle}
`;

export const ButtonLink = styled.a<ButtonProps>`
  ${buttonStyle}
`;
