/**
 * 常见问题: each question a `<details>` that opens without JavaScript, and the same questions
 * and answers as FAQPage JSON-LD (shared/structuredData.ts).
 */
import styled from 'styled-components';
import type { Faq } from '../../shared/content/types';
import { faqPage } from '../../shared/structuredData';
import { Icon } from './Icon';
import { JsonLd } from './JsonLd';

export function FaqList({ faq }: { faq: Faq[] }) {
  return (
    <List>
      {faq.map((f) => (
        <details key={f.q}>
          <summary>
            <Icon name="chevron-right" size={20} />
            {f.q}
          </summary>
          <p>{f.a}</p>
        </details>
      ))}
      <JsonLd data={faqPage(faq)} />
    </List>
  );
}

const List = styled.div`
  max-width: 860px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  details {
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  summary {
    display: flex;
    align-items: center;
    padding: ${({ theme }) => theme.space.md} 0;
    list-style: none;
    font-size: ${({ theme }) => theme.font.size.lead};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.navy};
    cursor: pointer;
  }
  summary::-webkit-details-marker { display: none; }
  svg {
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.primary};
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  details[open] svg { transform: rotate(90deg); }
  p {
    padding: 0 0 ${({ theme }) => theme.space.md} 28px;
    color: ${({ theme }) => theme.color.textSecondary};
  }
`;
