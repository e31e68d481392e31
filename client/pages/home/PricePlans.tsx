/** The quotation: plans with price, 立即购买 (the console) and 咨询 (the cooperation modal). */
import styled from 'styled-components';
import { spaceInColumn, spaceInRow } from '../../ui/flexSpace';
import type { PricePlan } from '../../../shared/content/types';
import { useCooperationLink } from '../../cooperation/CooperationContext';
import { useConsoleLinks } from '../../layout/useConsoleLinks';
import { ButtonLink } from '../../ui/Button';

function Consult({ plan }: { plan: PricePlan }) {
  return (
    <ButtonLink {...useCooperationLink({ scene: plan.scene })} $variant="ghost" aria-label={`咨询${plan.name}`}>
      咨询
    </ButtonLink>
  );
}

export function PricePlans({ plans }: { plans: PricePlan[] }) {
  const console = useConsoleLinks();
  return (
    <Plans>
      {plans.map((plan) => (
        <Plan key={plan.name} $highlighted={Boolean(plan.highlighted)}>
          <h3>{plan.name}</h3>
          <Audience>{plan.audience}</Audience>
          <Price>
            <strong>{plan.price}</strong>
            <span>{plan.unit}</span>
          </Price>
          <ul>
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          <Actions>
            <ButtonLink href={console.register} aria-label={`立即购买${plan.name}`}>
              立即购买
            </ButtonLink>
            <Consult plan={plan} />
          </Actions>
        </Plan>
      ))}
    </Plans>
  );
}

const Plans = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Plan = styled.li<{ $highlighted: boolean }>`
  display: flex;
  flex-direction: column;
  ${spaceInColumn('sm')}
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ $highlighted, theme }) => ($highlighted ? `2px solid ${theme.color.primary}` : `1px solid ${theme.color.border}`)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 { font-size: 1.25rem; color: ${({ theme }) => theme.color.navy}; }
  ul { flex: 1; display: grid; gap: 6px; align-content: start; color: ${({ theme }) => theme.color.textSecondary}; }
  li::before { content: '✓ '; color: ${({ theme }) => theme.color.primary}; }
`;

const Audience = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Price = styled.p`
  strong { font-size: 2rem; color: ${({ theme }) => theme.color.primaryDark}; }
  span { margin-left: 4px; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Actions = styled.div`
  display: flex;
  ${spaceInRow('sm')}
  && { margin-top: ${({ theme }) => theme.space.md}; }
`;
