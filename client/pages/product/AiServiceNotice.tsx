/**
 * 算法与生成式AI服务公示 on an AI product or studio page (a page whose slug has a deep-synthesis
 * algorithm filing, shared/filings.ts): the product's algorithm filing number, the models it
 * generates with and their 备案/登记 numbers, the label its output carries, and where to check
 * the filings and to complain. From the app data: no upstream call; a page without a filing
 * shows nothing.
 */
import styled from 'styled-components';
import { AI_LABEL_TEXT } from '../../../shared/aiLabel';
import { complaintHref } from '../../../shared/complaintLink';
import { ALGORITHM_QUERY_URL } from '../../../shared/filings';
import type { PageEntry } from '../../../shared/routeTable';
import { useAppData } from '../../appDataContext';
import { below } from '../../theme';
import { DemoMark } from '../../layout/DemoMark';
import { Section } from '../../ui/Section';

export const AI_NOTICE_TITLE = '算法与生成式AI服务公示';

/** `TTS` for /product/TTS.html, `AI-Video-Studio` for /aiStudio/AI-Video-Studio.html: the key of ALGORITHM_FILINGS. */
function slugOf(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.html$/, '');
}

export function AiServiceNotice({ page }: { page: PageEntry }) {
  const { filings } = useAppData().site;
  const algorithm = filings.algorithms[slugOf(page.path)];
  if (!algorithm) return null;
  return (
    <Section id="ai-filings" title={AI_NOTICE_TITLE} lead={`${page.name}提供深度合成与生成式人工智能服务，依法备案并对生成内容添加标识。`} soft>
      <Card>
        <Facts>
          <div>
            <dt>深度合成算法备案号</dt>
            <dd>
              <Num>{algorithm}</Num>
              <Whole>
                <DemoMark value={algorithm} />
              </Whole>
            </dd>
          </div>
          <div>
            <dt>生成式人工智能服务</dt>
            <dd>
              <ul>
                {filings.genai.map(({ model, number }) => (
                  <li key={model}>
                    {model} · 备案/登记号 <Num>{number}</Num>
                    <Whole>
                      <DemoMark value={number} />
                    </Whole>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt>生成内容标识</dt>
            <dd>生成内容均添加显式标识「{AI_LABEL_TEXT}」，以及记录服务提供者与内容编号的隐式标识。</dd>
          </div>
        </Facts>
        <Links>
          <a href={ALGORITHM_QUERY_URL} target="_blank" rel="noopener noreferrer">
            在互联网信息服务算法备案系统查询
          </a>
          <a href={complaintHref()} target="_blank" rel="noopener">
            投诉举报
          </a>
        </Links>
      </Card>
    </Section>
  );
}

const Card = styled.div`
  max-width: 880px;
  margin: ${({ theme }) => theme.space.xl} auto 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-top: 3px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  > div { display: grid; grid-template-columns: 10em 1fr; gap: ${({ theme }) => theme.space.md}; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; color: ${({ theme }) => theme.color.text}; }
  ul { list-style: none; }
  ${below('phone')} {
    > div { grid-template-columns: 1fr; gap: 2px; }
  }
`;

/** Filing numbers have no natural break: on a phone they may wrap anywhere. */
const Num = styled.span`
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

/** （示例） stays on one line. */
const Whole = styled.span`
  white-space: nowrap;
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  a { margin-right: ${({ theme }) => theme.space.lg}; color: ${({ theme }) => theme.color.primary}; }
`;
