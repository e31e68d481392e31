/**
 * The chat's explicit AI label (《人工智能生成合成内容标识办法》): under the panel's head, where
 * no scrolling hides it and nothing closes it, the words 内容由人工智能生成, the model that
 * answers and its 备案/登记 number, which links to the public filing system. A demo placeholder
 * carries 示例.
 */
import styled from 'styled-components';
import { AI_LABEL_TEXT } from '../../shared/aiLabel';
import { ALGORITHM_QUERY_URL, chatModelOf } from '../../shared/filings';
import { useAppData } from '../appDataContext';
import { DemoMark } from '../layout/DemoMark';
import { Icon } from '../ui/Icon';

export function AiLabelBar() {
  const model = chatModelOf(useAppData().site.filings);
  return (
    <Bar data-testid="chat-ai-label">
      <Icon name="sparkles" size={14} />
      <div>
        <p>
          <strong>{AI_LABEL_TEXT}</strong>
          {model && <> · {model.model}</>}
        </p>
        {model && (
          <p>
            备案/登记号{' '}
            <a href={ALGORITHM_QUERY_URL} target="_blank" rel="noopener noreferrer" title="在互联网信息服务算法备案系统查询">
              {model.number}
            </a>
            <DemoMark value={model.number} />
          </p>
        )}
      </div>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  padding: 6px 14px;
  border-bottom: 1px solid #dbe5ff;
  background: #eef3ff;
  /* Dark enough that the placeholder's faded 示例 keeps 4.5:1 on the tint. */
  color: ${({ theme }) => theme.color.navySoft};
  font-size: 0.75rem;
  line-height: 1.5;
  svg { flex: none; margin: 2px 6px 0 0; color: ${({ theme }) => theme.color.primary}; }
  > div { min-width: 0; }
  strong { font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.color.primaryDark}; }
  /* A filing number has no natural break: at a phone's width it may wrap anywhere. */
  a { overflow-wrap: anywhere; color: inherit; text-decoration: underline; text-decoration-color: rgba(20, 40, 79, 0.4); text-underline-offset: 2px; }
  a:hover { color: ${({ theme }) => theme.color.primary}; }
`;
