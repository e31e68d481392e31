import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_CARDS, productsNamed } from '../../../../client/chat/productLinks';
import { generalAnswer, productAnswer } from '../../../../mock-upstream/aiAnswer';
import { routes, type PageRoute } from '../../../../shared/routes';

const page = (path: string) => routes.find((r): r is PageRoute => r.type === 'page' && r.path === path)!;

describe('the products an answer names', () => {
  it("finds the product an answer is about, by the route table's name", () => {
    const named = productsNamed(productAnswer(page('/product/TTS.html')));
    expect(named[0]).toMatchObject({ name: '语音合成', path: '/product/TTS.html' });
  });

  it('lists them in the order the answer names them, a card for each of two', () => {
    const named = productsNamed('数据大屏可以接入语音合成的播报。');
    expect(named.map((p) => p.path)).toEqual(['/product/data-board.html', '/product/TTS.html']);
    expect(MAX_PRODUCT_CARDS).toBe(2);
  });

  it('counts the studios as products too', () => {
    expect(productsNamed('AI视频工作室支持一键成片。').map((p) => p.path)).toEqual(['/aiStudio/AI-Video-Studio.html']);
  });

  it('gives no card to an overview of the product matrix, nor to an answer naming no product', () => {
    expect(productsNamed(generalAnswer())).toEqual([]);
    expect(productsNamed('您好，请问有什么可以帮您？')).toEqual([]);
  });
});
