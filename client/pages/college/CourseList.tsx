/** The AI education courses of 传媒学院, from the course-list call. */
import styled from 'styled-components';
import { API } from '../../../shared/api';
import type { CourseListData } from '../../../shared/upstream/courseList';
import type { DataRequest, DataResult } from '../../../shared/dataRequest';
import { DataFailure } from '../../data/DataStatus';

const COURSES_SHOWN = 12;
export const courseListRequest: DataRequest = { call: API.courseList, body: { pageNum: 1, pageSize: COURSES_SHOWN } };

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60}小时` : `${(minutes / 60).toFixed(1)}小时`);

export function CourseList({ result, retry }: { result: DataResult<CourseListData>; retry: () => void }) {
  if (!result.ok) return <DataFailure desc={result.desc} retry={retry} />;
  return (
    <>
      <Grid data-testid="course-list">
        {result.data.list.map((course) => (
          <Card key={course.id}>
            <Cover aria-hidden="true">
              <span>{course.category}</span>
              <strong>{course.level}</strong>
            </Cover>
            <Body>
              <h3>{course.title}</h3>
              <p>{course.summary}</p>
              <Meta>
                <span>
                  讲师：{course.lecturer}（{course.lecturerTitle}）
                </span>
                <span>
                  {course.lessons}节课 · {hours(course.durationMinutes)}
                </span>
              </Meta>
            </Body>
          </Card>
        ))}
      </Grid>
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Cover = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-end;
  height: 96px;
  padding: ${({ theme }) => theme.space.md};
  background: linear-gradient(120deg, ${({ theme }) => theme.color.navySoft}, ${({ theme }) => theme.color.primary});
  color: ${({ theme }) => theme.color.textOnDark};
  strong { font-size: 0.75rem; padding: 2px 8px; border-radius: 999px; background: rgba(255, 255, 255, 0.2); }
`;

const Body = styled.div`
  display: grid;
  gap: 6px;
  padding: ${({ theme }) => theme.space.md};
  h3 { font-size: ${({ theme }) => theme.font.size.h3}; color: ${({ theme }) => theme.color.navy}; }
  p { color: ${({ theme }) => theme.color.textSecondary}; font-size: 0.875rem; }
`;

const Meta = styled.p`
  display: grid;
  && { font-size: ${({ theme }) => theme.font.size.small}; color: ${({ theme }) => theme.color.textMuted}; }
`;
