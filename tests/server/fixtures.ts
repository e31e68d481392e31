/** Data and visitors the server tests share. */

/** A crawler, by isbot: it waits for all the data, so its answers never race the 3 ms hold. */
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The documentation centre's list with one document, as the upstream answers it. */
export const ONE_DOC_LIST = {
  categories: [{ id: 1, name: '快速入门', count: 1 }],
  list: [{ id: 101, title: '五分钟完成首次接口调用', summary: '以语音合成为例。', categoryId: 1, categoryName: '快速入门', updatedAt: '2026-05-20' }],
  total: 1,
  pageNum: 1,
  pageSize: 10,
};
