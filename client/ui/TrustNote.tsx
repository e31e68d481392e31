/** A pointer to the 信任中心 (/trust.html) from the pages a buyer reads before it: 政务服务, 关于我们. */
import styled from 'styled-components';
import { ButtonLink } from './Button';
import { Link } from './Link';
import { Section } from './Section';

export function TrustNote({ soft = false }: { soft?: boolean }) {
  return (
    <Section
      id="trust"
      title="安全与合规"
      lead="备案编号、等保测评、信创适配清单、IPv6与无障碍支持和私有化部署条件，集中公示在信任中心，采购评审可申请资质材料包。"
      soft={soft}
    >
      <Centre>
        <ButtonLink as={Link} to="/trust.html" $variant="ghost">
          查看信任中心
        </ButtonLink>
      </Centre>
    </Section>
  );
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;
