/**
 * A policy kept as data in the repository (shared/policies/privacy.ts), rendered whole: the
 * same object the server hashes into the version a consent record cites.
 */
import styled from 'styled-components';
import type { Policy } from '../../../shared/policies/privacy';

export function PolicyText({ policy }: { policy: Policy }) {
  return (
    <Text>
      <Updated>更新日期：{policy.updated}</Updated>
      {policy.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.table && (
            <TableScroll>
              <table>
                <caption>{section.table.caption}</caption>
                <thead>
                  <tr>
                    {section.table.head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {section.table.rows.map((row) => (
                    <tr key={row[0]}>
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={i}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </section>
      ))}
    </Text>
  );
}

const Text = styled.div`
  color: ${({ theme }) => theme.color.textSecondary};
  h2 { margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm}; color: ${({ theme }) => theme.color.navy}; font-size: ${({ theme }) => theme.font.size.h3}; }
  p + p { margin-top: ${({ theme }) => theme.space.sm}; }
  ul { margin-top: ${({ theme }) => theme.space.sm}; padding-left: 1.4em; list-style: disc; }
`;

const Updated = styled.p`
  font-size: ${({ theme }) => theme.font.size.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A phone's width scrolls the table rather than the page. */
const TableScroll = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  table { width: 100%; min-width: 520px; border-collapse: collapse; font-size: 0.875rem; }
  caption { text-align: left; padding-bottom: 6px; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.small}; }
  th, td { padding: 8px 10px; border: 1px solid ${({ theme }) => theme.color.border}; text-align: left; vertical-align: top; }
  thead th { background: ${({ theme }) => theme.color.backgroundSoft}; color: ${({ theme }) => theme.color.navy}; }
  tbody th { font-family: ui-monospace, Menlo, Consolas, monospace; font-weight: normal; color: ${({ theme }) => theme.color.text}; white-space: nowrap; }
`;
