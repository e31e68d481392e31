import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../helpers';

describe('the 合作咨询 controls without JavaScript', () => {
  const app = testApp();
  const anchors = (html: string, text: string) =>
    [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
      .filter(([, , inner]) => inner!.replace(/<[^>]+>/g, '').trim() === text)
      .map(([, href]) => href);

  it.each([
    ['/', '合作咨询', '/cooperation.html'],
    ['/product/TTS.html', '合作咨询', '/cooperation.html?product=TTS'],
    ['/aiStudio/AI-Video-Studio.html', '合作咨询', '/cooperation.html?product=AI-Video-Studio'],
    ['/gov.html', '合作咨询', '/cooperation.html?scene=gov'],
    ['/college.html', '合作咨询', '/cooperation.html?scene=training'],
    ['/about.html', '联系我们', '/cooperation.html'],
  ])('on %s, %s is a link to %s', async (path, text, href) => {
    expect(anchors((await request(app).get(path)).text, text)).toContain(href);
  });

  it("links each plan's 咨询 to the page with the plan as its scene", async () => {
    const home = (await request(app).get('/')).text;
    expect(anchors(home, '咨询')).toEqual(['/cooperation.html?scene=basic', '/cooperation.html?scene=pro', '/cooperation.html?scene=flagship']);
  });

  it("makes the widget's 联系咨询 a link to the WeChat QR code and the service line until the chat can run", async () => {
    expect(anchors((await request(app).get('/about.html')).text, '联系咨询')).toEqual(['/cooperation.html#contact']);
  });
});
