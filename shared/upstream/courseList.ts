/** The courses of 传媒学院 (`data` of API.courseList). */
import { z } from 'zod';
import { text } from './fields';

const course = z.object({
  id: text,
  title: text,
  lecturer: text,
  lecturerTitle: text,
  /** Shown in hours, worked out from it: a number. */
  durationMinutes: z.number(),
  lessons: text,
  level: text,
  category: text,
  summary: text,
});

/** Its `total` and `categories` are read by no page, so a page renders without them. */
export const courseListData = z.object({ list: z.array(course) });

export type Course = z.infer<typeof course>;
export type CourseListData = z.infer<typeof courseListData>;
