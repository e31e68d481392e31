/**
 * 合作伙伴与客户: each a wordmark drawn here as SVG text beside a simple mark (the names are
 * fictional, for the operator to replace; no third-party logo is used).
 */
import styled from 'styled-components';
import { below } from '../../theme';

const MARKS = [
  <circle key="c" cx="18" cy="24" r="11" />,
  <rect key="r" x="7" y="13" width="22" height="22" rx="6" />,
  <path key="d" d="M18 11l13 13-13 13L5 24z" />,
  <path key="b" d="M7 14h8v20H7zM21 14h8v20h-8z" />,
];

export function PartnerWall({ names }: { names: string[] }) {
  return (
    <Wall aria-label="合作伙伴与客户">
      {names.map((name, i) => (
        <li key={name}>
          <svg role="img" aria-label={name} width="160" height="48" viewBox="0 0 160 48">
            {MARKS[i % MARKS.length]}
            <text x="40" y="30">
              {name}
            </text>
          </svg>
        </li>
      ))}
    </Wall>
  );
}

const Wall = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  li {
    display: flex;
    justify-content: center;
    padding: ${({ theme }) => theme.space.sm} 0;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.textMuted};
    transition: color ${({ theme }) => theme.motion.fast};
  }
  li:hover { color: ${({ theme }) => theme.color.primary}; }
  svg { max-width: 100%; height: auto; fill: currentColor; }
  text { font-size: 1.0625rem; font-weight: ${({ theme }) => theme.font.weight.bold}; letter-spacing: 1px; }
  ${below('tablet')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${below('phone')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;
