/** /_app, the application shell of SPEC.md: says what lives behind it and where to go. */
import { useConsoleLinks } from '../layout/useConsoleLinks';
import { ButtonLink } from '../ui/Button';
import { LinkCards } from '../ui/LinkCards';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import type { PageProps } from './registry';

/** This kind's page text travels in its chunk, for the head tags and the hero (./registry.ts). */
export { appShellText as pageText } from '../../shared/pageText/appShell';

export default function AppShellPage({ route }: PageProps) {
  const console = useConsoleLinks();
  return (
    <>
      <PageHero eyebrow="应用中心" heading={route.heading} intro={route.intro}>
        <ButtonLink href={console.login} $size="large">
          进入控制台
        </ButtonLink>
        <ButtonLink href={console.register} $variant="light" $size="large">
          免费试用
        </ButtonLink>
      </PageHero>
      <Section title="您可能在找" soft>
        <LinkCards
          cards={[
            { to: '/docCenter.html', title: '接入文档', text: '快速入门、产品文档与API接口说明，帮助开发者在几分钟内完成首次调用。' },
            { to: '/product/aiCustomerService.html', title: 'AI智能客服', text: '了解智能客服的知识库、多轮对话与转人工能力。' },
            { to: '/aiCs.html', title: '在线咨询', text: '与AI客服对话，了解产品与报价，或添加专属微信客服。' },
          ]}
        />
      </Section>
    </>
  );
}
