/**
 * The try-it panels of three product pages: what a visitor may send, what comes back, and
 * where. The server checks and forwards, the panels show, the mock upstream answers: all
 * three read this, so a limit or a shape is said once. Isomorphic: no DOM, no Node.
 */
import { API_PREFIX } from './api';

export { DEMO_PAGES, type DemoKind } from './demoPages';

/**
 * The upstream calls behind the panels: signed server-to-server calls on the AI host, never
 * forwarded as a browser sent them (the server checks every limit first).
 */
export const DEMO_CALLS = {
  tts: { method: 'POST', path: '/manage/html/aiTool/tts/synthesize', host: 'ai', signed: true },
  asr: { method: 'POST', path: '/manage/html/aiTool/asr/recognize', host: 'ai', signed: true },
  review: { method: 'POST', path: '/manage/html/aiTool/text/review', host: 'ai', signed: true },
} as const;

/** What the browser calls on our server (JSON in, the usual envelope out; ASR takes the audio as the body). */
export const DEMO_API = {
  tts: `${API_PREFIX}/demo/tts`,
  /** GET `${ttsAudio}/<id>.wav`: a synthesized file, kept for DEMO_AUDIO_KEEP_MS (presets for good). */
  ttsAudio: `${API_PREFIX}/demo/tts/audio`,
  asr: `${API_PREFIX}/demo/asr`,
  /** GET `${asrSamples}/<id>.wav`: a sample recording to play or to send. */
  asrSamples: `${API_PREFIX}/demo/asr/samples`,
  review: `${API_PREFIX}/demo/review`,
} as const;

/** How long a free text's synthesized file stays downloadable: long enough to listen, then 下载. */
export const DEMO_AUDIO_KEEP_MS = 30 * 60_000;

export const TTS_LIMITS = {
  /** Characters of free text a visitor without a login may have read aloud; longer asks for 免费试用 in the console. */
  anonymousChars: 100,
  speed: { min: 0.5, max: 2, step: 0.1, default: 1 },
  pitch: { min: -5, max: 5, step: 1, default: 0 },
} as const;

export interface TtsVoice {
  id: string;
  name: string;
  /** What it suits, one short phrase. */
  note: string;
  /** The sample's text; its audio is `${DEMO_API.ttsAudio}/voice-<id>.wav`. */
  sample: string;
}

/** The demo's voices: eSpeak NG's Mandarin with its variants, so each is marked 演示音色. */
export const TTS_VOICES: readonly TtsVoice[] = [
  { id: 'news-m', name: '新闻男声', note: '新闻播报', sample: '各位观众，欢迎收看今日新闻。' },
  { id: 'news-f', name: '新闻女声', note: '新闻播报', sample: '以下是本台记者发回的报道。' },
  { id: 'gov-m', name: '政务男声', note: '政策解读', sample: '现将有关事项通知如下。' },
  { id: 'gov-f', name: '政务女声', note: '政务服务', sample: '您好，这里是政务服务热线。' },
  { id: 'story-f', name: '温暖女声', note: '有声读物', sample: '夜色渐深，城市慢慢安静下来。' },
  { id: 'guide-m', name: '导览男声', note: '文旅导览', sample: '欢迎来到古城，请随我一同参观。' },
];

export interface TtsPreset {
  id: string;
  title: string;
  text: string;
}

/** Always available, however long: answered from a cache, so a crowd of visitors costs the upstream nothing. */
export const TTS_PRESETS: readonly TtsPreset[] = [
  { id: 'morning-news', title: '早间新闻', text: '早上好，今天是星期一。全市今天多云转晴，最高气温二十三度，早晚温差较大，请注意适时增减衣物。' },
  { id: 'flash', title: '快讯播报', text: '快讯：本市第二条跨江隧道今天上午正式通车，市民过江时间由四十分钟缩短至十分钟。' },
  { id: 'policy', title: '政策解读', text: '新修订的住房公积金管理办法自下月起施行，灵活就业人员可按规定自愿缴存，并享受同等贷款政策。' },
  { id: 'service', title: '办事指南', text: '办理居住证，请携带身份证和居住证明，到所在街道便民服务中心窗口申请，也可在政务服务网上办理。' },
  { id: 'alert', title: '天气预警', text: '市气象台发布暴雨蓝色预警，预计未来六小时将出现强降雨，请市民减少外出，注意出行安全。' },
  { id: 'tourism', title: '文旅推介', text: '春季赏花季已经开启，全市二十余处公园和景区推出夜游活动，欢迎市民和游客前来打卡。' },
];

export interface TtsRequest {
  /** A preset's id: its text is used and the length limit does not apply. */
  preset?: string;
  /** Free text, when no preset. */
  text?: string;
  voice: string;
  speed: number;
  pitch: number;
}

export interface TtsResult {
  /** Where the file is (DEMO_API.ttsAudio): WAV, the AI label in its metadata. */
  audioUrl: string;
  durationMs: number;
  /** The content id the label carries (server/compliance/contentId.ts). */
  contentId: string;
}

export const ASR_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxSeconds: 60,
  /** Shorter than this holds no word: a recording stopped at once. */
  minSeconds: 0.5,
  formats: ['wav', 'mp3', 'm4a'],
} as const;

export type AsrFormat = (typeof ASR_LIMITS.formats)[number];

export interface AsrSample {
  id: string;
  title: string;
}

/** Recorded by the demo voice from known texts (the mock holds the texts), so their transcripts are true. */
export const ASR_SAMPLES: readonly AsrSample[] = [
  { id: 'briefing', title: '新闻发布会片段' },
  { id: 'hotline', title: '政务热线来电' },
  { id: 'interview', title: '街头采访' },
];

export interface AsrSegment {
  startMs: number;
  endMs: number;
  /** With punctuation. */
  text: string;
}

export interface AsrResult {
  format: AsrFormat;
  durationMs: number;
  /** False for a file the demo cannot recognize (演示环境仅识别示例录音): then no segments. */
  recognized: boolean;
  segments: AsrSegment[];
}

export const REVIEW_LIMITS = { maxChars: 2000 } as const;

export const REVIEW_KINDS = {
  typo: '错别字',
  punctuation: '标点',
  sensitive: '敏感词',
  adLaw: '广告法极限词',
  wording: '规范表述',
} as const;
export type ReviewKind = keyof typeof REVIEW_KINDS;

export interface ReviewFinding {
  kind: ReviewKind;
  /** UTF-16 offsets into the text sent, as String.prototype.slice takes them. */
  start: number;
  end: number;
  original: string;
  /** '' where the text is best deleted (a sensitive term). */
  suggestion: string;
  reason: string;
}

export interface ReviewResult {
  findings: ReviewFinding[];
}

export const REVIEW_SAMPLE = '本公司推出的智能音箱是国内最佳的产品，按装简单，即使老人也能轻松上手。既使在嘈杂环境下,也能准确识别指令，销量全国第一！';

/** The Chinese refusals, said once: the panels check early what they can, the server always. */
export const DEMO_MESSAGES = {
  textEmpty: '请输入要合成的文字',
  textTooLong: `免登录体验最多 ${TTS_LIMITS.anonymousChars} 字，更长的文本请登录控制台免费试用`,
  textInvalid: '文字中含有无法朗读的字符，请修改后重试',
  voiceUnknown: '请选择音色',
  speedOutOfRange: `语速须在 ${TTS_LIMITS.speed.min} 到 ${TTS_LIMITS.speed.max} 倍之间`,
  pitchOutOfRange: `音调须在 ${TTS_LIMITS.pitch.min} 到 ${TTS_LIMITS.pitch.max} 之间`,
  audioMissing: '请录音或选择音频文件',
  audioTooLarge: `音频文件不能超过 ${ASR_LIMITS.maxBytes / 1024 / 1024} MB`,
  audioTooLong: `音频时长不能超过 ${ASR_LIMITS.maxSeconds} 秒`,
  audioTooShort: '录音太短，请至少录制 1 秒',
  audioFormat: '仅支持 WAV、MP3、M4A 格式的音频',
  audioUnreadable: '无法读取该音频文件，请换一个文件重试',
  notRecognized: '演示环境仅识别示例录音',
  reviewEmpty: '请输入要审校的文字',
  reviewTooLong: `每次最多审校 ${REVIEW_LIMITS.maxChars} 字`,
  busy: '体验人数较多，请稍后再试',
  dailyBudget: '今日体验次数已用完，请明天再来，或登录控制台免费试用',
  upstream: '体验服务暂时不可用，请稍后重试',
} as const;

/**
 * A panel's form posted without JavaScript (POST to its page), as the server answered it: handed
 * to the page through shared/postedForm.ts, so the page renders the result, or the refusal
 * beside what the visitor sent. The form's fields are TtsRequest's names (tts), `file` or
 * `sample` (asr, multipart/form-data), `text` (review).
 */
export type DemoPostedForm =
  | { demo: 'tts'; input: TtsRequest; result?: TtsResult; error?: string }
  | { demo: 'asr'; sample?: string; result?: AsrResult; error?: string }
  | { demo: 'review'; input: { text: string }; result?: ReviewResult; error?: string };
