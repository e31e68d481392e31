/** Read-only content: legal documents, documentation centre, company news and courses. */
import { Router } from 'express';
import { API } from '../../shared/api';
import { findAgreement, renderAgreement } from '../data/agreements';
import { COURSE_CATEGORIES, COURSES } from '../data/courses';
import { findDoc, listDocs } from '../data/docs';
import { NEWS } from '../data/infoCenter';
import { failure, ok } from '../envelope';
import { bodyOf, paginate, readPaging } from '../paging';

export function contentRoutes(): Router {
  const router = Router();

  router.get(API.staticResource.path, (req, res) => {
    const doc = findAgreement(req.query.url);
    if (!doc) {
      res.status(404).json(failure(404, '资源不存在'));
      return;
    }
    res.json(ok({ title: doc.title, html: renderAgreement(doc) }));
  });

  router.post(API.docList.path, (req, res) => {
    const body = bodyOf(req.body);
    res.json(ok(listDocs(body.categoryId, readPaging(body))));
  });

  router.post(API.docDetail.path, (req, res) => {
    const doc = findDoc(bodyOf(req.body).id);
    res.json(doc ? ok(doc) : failure(404, '文档不存在'));
  });

  router.post(API.infoCenterList.path, (req, res) => {
    res.json(ok(paginate(NEWS, readPaging(bodyOf(req.body)))));
  });

  router.post(API.courseList.path, (req, res) => {
    const body = bodyOf(req.body);
    const category = typeof body.category === 'string' ? body.category.trim() : '';
    const courses = category ? COURSES.filter((c) => c.category === category) : COURSES;
    res.json(ok({ categories: COURSE_CATEGORIES, ...paginate(courses, readPaging(body)) }));
  });

  return router;
}
