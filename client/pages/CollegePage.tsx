/** 传媒学院: course tracks and services, and the course list streamed from the course-list call. */
import { Suspense } from 'react';
import { heroArt } from '../../shared/art';
import { collegeContent } from '../../shared/content/college';
import { DataLoading } from '../data/DataStatus';
import { CallToAction } from '../ui/CallToAction';
import { PageHero } from '../ui/PageHero';
import { PointGrid } from '../ui/PointGrid';
import { Section } from '../ui/Section';
import { CourseList, courseListRequest } from './college/CourseList';
import type { PageProps } from './registry';

/** This kind's page text travels in its chunk, for the head tags and the hero (./registry.ts). */
export { collegeText as pageText } from '../../shared/pageText/college';

export const dataRequests = () => [courseListRequest];

export default function CollegePage({ route }: PageProps) {
  return (
    <>
      <PageHero eyebrow="传媒学院" heading={route.heading} intro={route.intro} tagline={collegeContent.tagline} art={heroArt(route.path)} />
      <Section id="tracks" title="课程方向">
        <PointGrid points={collegeContent.tracks} columns={collegeContent.tracks.length === 4 ? 4 : 3} />
      </Section>
      <Section id="courses" title="AI教育课程" lead="由一线媒体人与技术专家授课，覆盖AI工具应用、融媒体采编、短视频与新媒体运营" soft>
        <Suspense fallback={<DataLoading label="正在加载课程…" />}>
          <CourseList />
        </Suspense>
      </Section>
      <Section id="college-services" title="培训服务">
        <PointGrid points={collegeContent.services} />
      </Section>
      <CallToAction title="定制团队培训" text="为编辑部、政务新媒体团队与企业品牌部门定制AI能力培训。" about={{ scene: 'training' }} />
    </>
  );
}
