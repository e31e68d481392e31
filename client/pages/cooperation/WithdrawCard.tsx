/**
 * 撤回同意并删除: the cooperation page in its withdrawal state (`?withdraw=<token>`), where a
 * lead's confirmation links. A visit only asks; the button posts the token
 * (server/compliance/withdrawalRoutes.ts), which deletes the lead here and upstream and answers
 * with this page and the result, with or without JavaScript. A link prefetcher or a mail
 * scanner that follows the link deletes nothing.
 */
import styled from 'styled-components';
import { PRIVACY_PATH, WITHDRAWAL_MESSAGES, type WithdrawalResult } from '../../../shared/consent';
import { isWithdrawToken, WITHDRAW_TOKEN_FIELD, withdrawalHref } from '../../../shared/withdrawLink';
import { useAppData } from '../../appDataContext';
import { Button, ButtonLink } from '../../ui/Button';
import { Link } from '../../ui/Link';

export const WITHDRAW_TITLE = '撤回同意并删除';

export function WithdrawCard({ token, result }: { token: string | null; result?: WithdrawalResult }) {
  const { site } = useAppData();
  // Only a failure on our side leaves the link usable: then the button is offered again.
  const canAsk = isWithdrawToken(token) && (!result || result.desc === WITHDRAWAL_MESSAGES.unavailable);
  const message = result ?? (isWithdrawToken(token) ? undefined : { done: false, desc: WITHDRAWAL_MESSAGES.malformed });
  return (
    <Layout>
      <Title id="cooperation-form-title">{WITHDRAW_TITLE}</Title>
      {message && (
        <Result role={message.done ? 'status' : 'alert'} $done={message.done}>
          {message.desc}
        </Result>
      )}
      {canAsk ? (
        <>
          <p>确认后，我们将删除您在合作咨询中提交的手机号码、姓名、企业名称和使用场景及相应的同意记录，顾问将不再就该咨询与您联系。此链接只能使用一次。</p>
          <Actions method="post" action={withdrawalHref(token!)}>
            <input type="hidden" name={WITHDRAW_TOKEN_FIELD} value={token!} />
            <Button type="submit">确认撤回并删除</Button>
            <ButtonLink as={Link} to="/" $variant="ghost">
              不撤回，返回首页
            </ButtonLink>
          </Actions>
        </>
      ) : (
        <p>
          如需帮助，请拨打客服热线 <a href={`tel:${site.servicePhone}`}>{site.servicePhone}</a>。我们如何处理您的信息，见
          <a href={PRIVACY_PATH}>《隐私政策》</a>。
        </p>
      )}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSecondary};
  p a { color: ${({ theme }) => theme.color.primary}; }
`;

const Title = styled.h2`
  font-size: 1.375rem;
  color: ${({ theme }) => theme.color.navy};
`;

const Result = styled.p<{ $done: boolean }>`
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ $done }) => ($done ? '#b7e4c7' : '#fbd0d0')};
  background: ${({ $done }) => ($done ? '#e8f7ee' : '#fff4f4')};
  color: ${({ $done }) => ($done ? '#0f6b36' : '#c4262e')};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** Margins, not flex gap: the floor's oldest engines ignore gap in flex. */
const Actions = styled.form`
  display: flex;
  flex-wrap: wrap;
  margin: 0 -6px;
  > * { margin: 6px; }
`;
