/** 传媒学院: course tracks and services, and the course list streamed from the course-list call. */
import { useLoaderData } from 'react-router-dom';
import { heroArt } from '../../shared/art';
import { collegeContent } from '../../shared/content/college';
import { DataLoading } from '../data/DataStatus';
import { CallToAction } from '../ui/CallToAction';
import { PageHero } from '../ui/PageHero';
import { PointGrid } from '../ui/PointGrid';
import { Section } from '../ui/Section';
import { readerOf, type PageLoaderArgs } from '../../shared/pageData';
import type { CourseListData } from '../../shared/upstream/courseList';
import { Streamed } from '../data/Streamed';
import { CourseList, courseListRequest } from './college/CourseList';
import type { PageProps } from './pageModule';

/** This kind's page text travels in its chunk, for the head tags and the hero (../routes.tsx). */
export { collegeText as pageText } from '../../shared/pageText/college';

export const loader = (args: PageLoaderArgs) => ({ courses: readerOf(args)<CourseListData>(courseListRequest) });

export default function CollegePage({ route }: PageProps) {
  const { courses } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero eyebrow="传媒学院" heading={route.heading} intro={route.intro} tagline={collegeContent.tagline} art={heroArt(route.path)} />
      <Section id="tracks" title="课程方向">
        <PointGrid points={collegeContent.tracks} columns={collegeContent.tracks.length === 4 ? 4 : 3} />
      </Section>
      <Section id="courses" title="AI教育课程" lead="由一线媒体人与技术专家授课，覆盖AI工具应用、融媒体采编、短视频与新媒体运营" soft>
        <Streamed read={courses} fallback={<DataLoading label="正在加载课程…" />}>
          {(result, retry) => <CourseList result={result} retry={retry} />}
        </Streamed>
      </Section>
      <Section id="college-services" title="培训服务">
        <PointGrid points={collegeContent.services} />
      </Section>
      <CallToAction title="定制团队培训" text="为编辑部、政务新媒体团队与企业品牌部门定制AI能力培训。" about={{ scene: 'training' }} />
    </>
  );
}
