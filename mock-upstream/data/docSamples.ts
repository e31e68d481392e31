/**
 * Code samples of the API documents (docArticles.ts): a request in cURL and Node.js built
 * from the document's own parameters, the answers, and the signature in two languages.
 * The API host is a fictional example.com one.
 */
import type { DocCodeBlock, DocSection } from '../../shared/upstream/docDetail';

export const OPEN_API_HOST = 'https://open.example.com';

/** Each API document's path, by its subject; a subject without one has no request sample. */
const ENDPOINTS: Readonly<Record<string, string>> = {
  语音合成: '/open/v1/tts/synthesize',
  语音识别: '/open/v1/asr/file',
  AI写作: '/open/v1/write/article',
  内容审核: '/open/v1/audit/text',
  多平台分发: '/open/v1/publish/articles',
};

/** A value for each parameter the documents list, as a caller would send it. */
const SAMPLE_VALUES: Readonly<Record<string, unknown>> = {
  text: '欢迎使用智媒开放平台，这是一段语音合成测试文本。',
  voice: 'news_female',
  speed: 1.0,
  format: 'mp3',
  fileUrl: 'https://media.example.com/audio/interview-0612.mp3',
  language: 'zh-CN',
  speakerDiarization: true,
  callbackUrl: 'https://www.example.com/callback/asr',
  topic: '全市夏粮收购工作全面展开',
  materials: ['6月12日，市粮食和物资储备局召开夏粮收购工作会议……'],
  genre: '消息',
  stream: false,
  content: '待审核的稿件正文……',
  scenes: ['politics', 'illegal', 'ad'],
  bizId: 'article-20250612-001',
  articleId: 10086,
  channels: [201, 305],
  publishAt: '2025-06-20T09:00:00+08:00',
};

const ANSWERS: Readonly<Record<string, unknown>> = {
  语音合成: { audioUrl: 'https://media.example.com/tts/5f2c9a.mp3', duration: 6.4, expireAt: '2025-06-21T09:00:00+08:00' },
  语音识别: { taskId: 'asr-7c1e0b42', status: 'queued' },
  AI写作: { articleId: 20931, title: '全市夏粮收购工作全面展开', content: '本报讯 6月12日……' },
  内容审核: { riskLevel: 'low', hits: [] },
  多平台分发: {
    taskId: 'pub-3a9d51',
    channels: [
      { id: 201, status: 'scheduled' },
      { id: 305, status: 'scheduled' },
    ],
  },
};

const SIGNED = { timestamp: '1750381200000', secret: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08' };

/** The parameter names of a document's points (`name：必填，…`). */
function parameterNames(points: readonly string[]): string[] {
  return points.map((point) => point.split('：')[0] ?? '').filter((name) => name in SAMPLE_VALUES);
}

function requestBody(points: readonly string[]): Record<string, unknown> {
  return { ...SIGNED, ...Object.fromEntries(parameterNames(points).map((name) => [name, SAMPLE_VALUES[name]])) };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

const indented = (text: string, spaces: number) => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);

function curlSample(path: string, body: string): DocCodeBlock {
  const lines = [`curl -X POST ${OPEN_API_HOST}${path} \\`, "  -H 'Content-Type: application/json' \\", "  -H 'ClientName: my-newsroom' \\", `  -d '${body}'`];
  return { language: 'bash', code: lines.join('\n') };
}

function nodeSample(path: string, body: string): DocCodeBlock {
  const lines = [
    `const response = await fetch('${OPEN_API_HOST}${path}', {`,
    "  method: 'POST',",
    "  headers: { 'Content-Type': 'application/json', ClientName: 'my-newsroom' },",
    `  body: JSON.stringify(${indented(body, 2)}),`,
    '});',
    'const { code, desc, data } = await response.json();',
    'if (code !== 200) throw new Error(`调用失败：${desc}`);',
    'console.log(data);',
  ];
  return { language: 'javascript', code: lines.join('\n') };
}

/** 请求示例, with a subsection per language; none for a subject without an endpoint. */
export function requestSamples(subject: string, points: readonly string[]): DocSection | null {
  const path = ENDPOINTS[subject];
  if (!path) return null;
  const body = json(requestBody(points));
  return {
    heading: '请求示例',
    paragraphs: ['以下示例中的timestamp与secret需替换为按《接口鉴权与签名说明》实时计算的值。'],
    subsections: [
      { heading: 'cURL', paragraphs: ['在终端中直接调用，适合调试：'], code: [curlSample(path, body)] },
      { heading: 'Node.js', paragraphs: ['Node.js 18及以上版本自带fetch，无需安装依赖：'], code: [nodeSample(path, body)] },
    ],
  };
}

/** 返回结果's samples: success for a subject with one, and the failure every call may get, each under its own heading. */
export function answerSamples(subject: string): DocSection[] {
  const failure: DocSection = {
    heading: '失败示例',
    paragraphs: ['签名错误或请求过期时，code为401：'],
    code: [{ language: 'json', code: json({ code: 401, desc: '签名校验失败或请求已过期' }) }],
  };
  const data = ANSWERS[subject];
  if (data === undefined) return [failure];
  return [
    {
      heading: '成功示例',
      paragraphs: ['调用成功时，data中为本接口的业务数据：'],
      code: [{ language: 'json', code: json({ code: 200, desc: '成功', data }) }],
    },
    failure,
  ];
}

/** 签名示例: computing `secret` in Node.js and in Python. */
export function signatureSamples(): DocSection {
  const node: DocCodeBlock = {
    language: 'javascript',
    code: [
      "import { createHmac } from 'node:crypto';",
      '',
      '// SecretKey 只保存在服务端，例如放在环境变量中',
      'const timestamp = String(Date.now());',
      "const secret = createHmac('sha256', process.env.SECRET_KEY).update(timestamp).digest('hex');",
    ].join('\n'),
  };
  const python: DocCodeBlock = {
    language: 'python',
    code: [
      'import hashlib',
      'import hmac',
      'import os',
      'import time',
      '',
      '# SecretKey 只保存在服务端，例如放在环境变量中',
      'timestamp = str(int(time.time() * 1000))',
      'secret = hmac.new(os.environ["SECRET_KEY"].encode(), timestamp.encode(), hashlib.sha256).hexdigest()',
    ].join('\n'),
  };
  return {
    heading: '签名示例',
    paragraphs: ['对同一个timestamp字符串计算签名，并把二者一起放入请求体：'],
    subsections: [
      { heading: 'Node.js', paragraphs: ['使用内置的crypto模块：'], code: [node] },
      { heading: 'Python', paragraphs: ['使用标准库hmac与hashlib：'], code: [python] },
    ],
  };
}

/** The first call of the quick start: a speech synthesis request in cURL. */
export function firstCallSample(): DocCodeBlock {
  return curlSample(ENDPOINTS['语音合成'] ?? '', json(requestBody(['text：必填', 'voice：选填'])));
}
