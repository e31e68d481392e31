import { describe, expect, it } from 'vitest';
import { matchRoute, tokenize } from '../../../mock-upstream/routeMatch';

const pathFor = (question: string) => matchRoute(question)?.route.path ?? null;

describe('matchRoute', () => {
  it('splits Chinese into bigrams and keeps Latin words whole', () => {
    expect([...tokenize('TTS语音合成')]).toEqual(['tts', '语音', '音合', '合成']);
  });

  it('picks the speech synthesis page for a question about 语音合成', () => {
    expect(pathFor('语音合成支持哪些音色和方言？')).toBe('/product/TTS.html');
    expect(pathFor('有没有文字转语音的功能')).toBe('/product/TTS.html');
  });

  it('tells speech synthesis and speech recognition apart', () => {
    expect(pathFor('语音识别能自动生成字幕吗')).toBe('/product/ASR.html');
  });

  it('picks the data board page for a question about 数据大屏', () => {
    expect(pathFor('我想了解一下数据大屏')).toBe('/product/data-board.html');
  });

  it('matches studios, solutions and top-level pages too', () => {
    expect(pathFor('AI视频工作室可以做数字人播报吗？')).toBe('/aiStudio/AI-Video-Studio.html');
    expect(pathFor('AI一体机支持私有化部署吗？')).toBe('/product/yitiji.html');
    expect(pathFor('传媒学院有哪些AI培训课程？')).toBe('/college.html');
  });

  it('finds nothing in a question about the platform as a whole or small talk', () => {
    expect(matchRoute('智媒开放平台都有哪些产品？')).toBeNull();
    expect(matchRoute('你好')).toBeNull();
    expect(matchRoute('价格是多少')).toBeNull();
  });

  it('never answers with the home page, the app shell or the chat page itself', () => {
    expect(pathFor('在线咨询AI智能客服')).toBe('/product/aiCustomerService.html');
  });
});
