/** 核验日期 of one entry of the 信任中心, as a `<time>` a reader and a parser both understand. */
import styled from 'styled-components';

export function VerifiedOn({ date }: { date: string }) {
  return (
    <Line>
      核验日期 <time dateTime={date}>{date}</time>
    </Line>
  );
}

const Line = styled.p`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.small};
`;
