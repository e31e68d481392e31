/** 传媒学院: the AI education course list, streamed from the course-list call. */
import { Suspense } from 'react';
import { DataLoading } from '../data/DataContext';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import { CourseList } from './college/CourseList';
import type { PageProps } from './registry';

export default function CollegePage({ route }: PageProps) {
  return (
    <>
      <PageHero eyebrow="传媒学院" heading={route.heading} intro={route.intro} />
      <Section id="courses" title="AI教育课程" lead="由一线媒体人与技术专家授课，覆盖AI工具应用、融媒体采编、短视频与新媒体运营">
        <Suspense fallback={<DataLoading label="正在加载课程…" />}>
          <CourseList />
        </Suspense>
      </Section>
    </>
  );
}
