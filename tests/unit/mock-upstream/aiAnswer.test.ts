import { describe, expect, it } from 'vitest';
import { HUMAN_SERVICE_TRIGGERS } from '../../../shared/constants';
import { findPageRoute } from '../../../shared/navigation';
import { productGroups } from '../../../shared/routes';
import { answerQuestion, generalAnswer, HANDOVER_ANSWER, isHumanServiceTrigger, productAnswer } from '../../../mock-upstream/aiAnswer';

describe('answerQuestion', () => {
  it('introduces the matching product in bold with its intro, bullets and a link', () => {
    const tts = findPageRoute('/product/TTS.html');
    const answer = answerQuestion('语音合成支持哪些音色？');
    const lines = answer.split('\n');
    expect(lines[0]).toMatch(/^您好/);
    expect(answer).toContain('**语音合成**');
    expect(answer).toContain(tts?.intro);
    const bullets = lines.filter((l) => l.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(2);
    expect(bullets.length).toBeLessThanOrEqual(4);
    expect(bullets).toContain('- AI配音');
    expect(lines.at(-1)).toBe('[了解更多：语音合成](/product/TTS.html)');
  });

  it('gives every product at least two keyword bullets', () => {
    for (const path of ['/product/ASR.html', '/product/ai-media.html', '/aiStudio/AI-Vision-Studio.html', '/gov.html']) {
      const route = findPageRoute(path);
      if (!route) throw new Error(`no route ${path}`);
      expect(
        productAnswer(route)
          .split('\n')
          .filter((l) => l.startsWith('- ')).length,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists every product group when nothing matches', () => {
    const answer = answerQuestion('你好');
    expect(answer).toBe(generalAnswer());
    for (const group of productGroups) expect(answer).toContain(`**${group.label}**`);
    expect(answer).toContain('人工服务');
  });
});

describe('isHumanServiceTrigger', () => {
  it('recognises each of the five trigger phrases, trimmed', () => {
    for (const phrase of HUMAN_SERVICE_TRIGGERS) expect(isHumanServiceTrigger(` ${phrase}\n`)).toBe(true);
  });

  it('does not trigger on a question that merely mentions one', () => {
    expect(isHumanServiceTrigger('人工服务几点上班？')).toBe(false);
    expect(isHumanServiceTrigger('')).toBe(false);
  });

  it('hands over with the WeChat customer service wording', () => {
    expect(HANDOVER_ANSWER).toContain('专属微信客服');
  });
});
