import styled from 'styled-components';
import type { IconName } from '../../shared/icons';
import { below } from '../theme';
import { Icon } from './Icon';
import { iconBadge } from './iconBadge';
import { Link } from './Link';

export interface LinkCard {
  to: string;
  title: string;
  text: string;
  icon: IconName;
}

/** A grid of cards that each link to a page, each led by its icon. */
export function LinkCards({ cards }: { cards: LinkCard[] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <li key={card.to + card.title}>
          <Card to={card.to}>
            <Head>
              <Badge>
                <Icon name={card.icon} />
              </Badge>
              <CardTitle>{card.title}</CardTitle>
            </Head>
            <CardText>{card.text}</CardText>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
  ${below('phone')} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform ${({ theme }) => theme.motion.fast}, border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
`;

const Badge = styled.span`
  ${iconBadge}
  margin-right: ${({ theme }) => theme.space.md};
`;

const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.font.size.h3};
  color: ${({ theme }) => theme.color.navy};
`;

const CardText = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textSecondary};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
