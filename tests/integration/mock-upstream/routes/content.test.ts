import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API } from '../../../../shared/api';
import { testMock } from '../../../mockUpstream';

describe('GET /client/html/staticres/get', () => {
  it.each([
    ['/agreement/user', '《用户协议》'],
    ['/agreement/privacy', '《隐私政策》'],
    ['/agreement/service', '《产品服务协议》'],
    ['/agreement/chat', 'AI对话服务协议'],
  ])('serves %s as %s in h2/p/ul markup', async (url, title) => {
    const res = await request(testMock().app).get(API.staticResource.path).query({ url });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { title } });
    const html: string = res.body.data.html;
    expect(html).toContain('星海传媒集团');
    const sections = html.match(/<h2>/g)?.length ?? 0;
    expect(sections).toBeGreaterThanOrEqual(6);
    expect(sections).toBeLessThanOrEqual(10);
    expect(new Set(html.match(/<\/?([a-z0-9]+)/g)?.map((t) => t.replace(/[</]/g, '')))).toEqual(new Set(['p', 'h2', 'ul', 'li']));
  });

  it('answers 404 and 资源不存在 for an unknown or missing url', async () => {
    const { app } = testMock();
    for (const query of [{ url: '/agreement/unknown' }, { url: 'toString' }, {}]) {
      const res = await request(app).get(API.staticResource.path).query(query);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, desc: '资源不存在' });
    }
  });
});

describe('POST /manage/user/homepage/doc/list', () => {
  it('lists the first ten documents of all categories with the category counts', async () => {
    const res = await request(testMock().app).post(API.docList.path).send({});
    const data = res.body.data;
    expect(res.body.code).toBe(200);
    expect(data.categories.length).toBeGreaterThanOrEqual(5);
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['快速入门', '产品文档', 'API接口', '常见问题', '更新日志']));
    expect(data.total).toBeGreaterThanOrEqual(30);
    expect(data.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(data.total);
    expect(data).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(data.list).toHaveLength(10);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      summary: expect.any(String),
      categoryId: expect.any(Number),
      categoryName: expect.any(String),
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('filters by category', async () => {
    const res = await request(testMock().app).post(API.docList.path).send({ categoryId: 4, pageSize: 50 });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((d: { categoryName: string }) => d.categoryName === '常见问题')).toBe(true);
    expect(res.body.data.total).toBe(res.body.data.list.length);
  });

  it('clamps bad paging values instead of refusing them', async () => {
    const { app } = testMock();
    const page = async (body: Record<string, unknown>) => (await request(app).post(API.docList.path).send(body)).body.data;
    expect(await page({ pageSize: 1000 })).toMatchObject({ pageSize: 50 });
    expect(await page({ pageSize: 0, pageNum: -3 })).toMatchObject({ pageSize: 1, pageNum: 1 });
    expect(await page({ pageSize: 'many', pageNum: '2' })).toMatchObject({ pageSize: 10, pageNum: 2 });
    expect((await page({ pageNum: 99 })).list).toEqual([]);
  });

  it('treats a body that is not an object as an empty one', async () => {
    const res = await request(testMock().app).post(API.docList.path).send([1, 2]);
    expect(res.body.data.pageNum).toBe(1);
  });
});

describe('POST /manage/user/homepage/doc/detail', () => {
  it('answers an article of three to six sections', async () => {
    const { app } = testMock();
    const first = (await request(app).post(API.docList.path).send({ categoryId: 2 })).body.data.list[0];
    const res = await request(app)
      .post(API.docDetail.path)
      .send({ id: String(first.id) });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ id: first.id, title: first.title, categoryId: 2, categoryName: '产品文档', updatedAt: first.updatedAt });
    const sections: Array<{ heading: string; paragraphs: string[] }> = res.body.data.sections;
    expect(sections.length).toBeGreaterThanOrEqual(3);
    expect(sections.length).toBeLessThanOrEqual(6);
    for (const s of sections) expect(s.paragraphs.length).toBeGreaterThan(0);
  });

  it('answers code 404 for an unknown id', async () => {
    for (const id of [999999, 'abc', undefined]) {
      const res = await request(testMock().app).post(API.docDetail.path).send({ id });
      expect(res.body).toMatchObject({ code: 404, desc: '文档不存在' });
    }
  });
});

describe('POST /manage/user/infoCenter/flist', () => {
  it('lists company news newest first', async () => {
    const res = await request(testMock().app).post(API.infoCenterList.path).send({ pageNum: 1, pageSize: 20 });
    const { list, total } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(12);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      summary: expect.any(String),
      publishedAt: expect.any(String),
      source: expect.any(String),
    });
    const times = list.map((n: { publishedAt: string }) => Date.parse(n.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('POST /manage/html/aiEdu/front/courseList', () => {
  it('lists the courses of 传媒学院 with lecturer, length and cover', async () => {
    const res = await request(testMock().app).post(API.courseList.path).send({ pageNum: 1, pageSize: 50 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(12);
    const course = res.body.data.list[0];
    expect(course).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      lecturer: expect.any(String),
      lecturerTitle: expect.any(String),
      durationMinutes: expect.any(Number),
      lessons: expect.any(Number),
      level: expect.stringMatching(/^(入门|进阶|高级)$/),
      category: expect.any(String),
      cover: `/images/courses/${course.id}.svg`,
      summary: expect.any(String),
    });
    expect(res.body.data.categories).toContain('短视频制作');
  });

  it('filters by category', async () => {
    const res = await request(testMock().app).post(API.courseList.path).send({ category: '舆情应对' });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((c: { category: string }) => c.category === '舆情应对')).toBe(true);
  });
});
