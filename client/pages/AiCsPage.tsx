/** /aiCs.html: the AI customer service, its chat panel embedded as a 580×439 frame. */
import styled from 'styled-components';
import { CHAT_FRAME } from '../../shared/constants';
import { chatEmbedSrc } from '../../shared/embed';
import { careMode } from '../../shared/readingClasses';
import { useAppData } from '../appDataContext';
import { below } from '../theme';
import { Container } from '../ui/Container';
import { PageHero } from '../ui/PageHero';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { aiCsText as pageText } from '../../shared/pageText/aiCs';

export default function AiCsPage({ route }: PageProps) {
  const { icsId } = useAppData();
  return (
    <>
      <PageHero heading={route.heading} intro={route.intro} />
      <Stage>
        <Frame title="星海智能客服对话窗口" src={chatEmbedSrc(icsId)} width={CHAT_FRAME.width} height={CHAT_FRAME.height} data-ics-id={icsId} />
        <Notes>
          <h2>您可以咨询</h2>
          <ul>
            <li>产品矩阵中各产品的功能、适用场景与接入方式</li>
            <li>媒体、政务、企业等行业的整体解决方案</li>
            <li>传媒学院AI课程与定制培训</li>
            <li>试用开通、商务合作与报价</li>
          </ul>
          <p>输入“人工服务”或点击对话框上方的按钮，可添加专属微信客服。</p>
        </Notes>
      </Stage>
    </>
  );
}

const Stage = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  /* Not flex gap (Chromium 84): the chat keeps its distance from the notes, beside or above. */
  & > * { margin-top: ${({ theme }) => theme.space.xl}; }
  & > :first-child { margin-right: ${({ theme }) => theme.space.xl}; }
  align-items: flex-start;
  padding-top: calc(${({ theme }) => theme.space.xxl} - ${({ theme }) => theme.space.xl});
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

const Frame = styled.iframe`
  flex-shrink: 0;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${below('phone')} {
    height: 520px;
  }
  /* 关怀模式 opens the chat here, as a page: the panel takes the column's width and most of the window's height. */
  ${careMode} & {
    width: 100%;
    height: 80vh;
  }
`;

const Notes = styled.div`
  flex: 1;
  min-width: 260px;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSecondary};
  h2 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  ul { list-style: disc; padding-left: 1.2em; }
`;
