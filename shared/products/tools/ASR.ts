/** 语音识别, a product of 智能工具 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/ASR.html',
  name: '语音识别',
  description:
    '语音识别为媒体机构、政府部门与企业提供实时语音转写、录音文件转文字与视频字幕自动生成服务，可准确区分说话人并自动添加标点，广泛适用于采访整理、会议纪要、直播字幕与音视频节目后期制作。',
  placements: [product('tools')],
});

export const page: ProductPage = {
  text: {
    title: '语音识别ASR_音视频转写与智能字幕',
    keywords: '语音识别,ASR,语音转文字,智能字幕,会议纪要,采访转写',
    heading: '语音识别 · 声音秒变文字',
    intro:
      '语音识别支持实时流式识别与录音文件转写，覆盖普通话、英语及多种方言，具备说话人分离、智能断句标点和热词定制能力，可自动生成带时间轴的字幕文件。记者整理采访录音、政府部门记录会议纪要、企业制作视频字幕都能省时省力。',
  },
  content: {
    tagline: '听得准、分得清，录音转文字一步到位',
    capabilities: [
      { title: '实时流式识别', text: '边说边出字，适用于直播字幕、会议实时上屏与现场采访记录，识别结果随上下文实时修正。', icon: 'radio' },
      { title: '录音文件转写', text: '支持MP3、WAV、MP4等常见格式批量上传，数小时的长录音也能分段并行处理、快速出稿。', icon: 'file-audio' },
      { title: '说话人分离', text: '自动区分不同发言人并分段标注，采访对话与多人会议的文字记录条理清晰、便于整理。', icon: 'users' },
      { title: '热词与领域模型', text: '可上传人名、地名、机构名等热词表，并提供政务、财经、医疗等领域模型，提高专业词准确率。', icon: 'tags' },
      { title: '字幕自动生成', text: '输出带时间轴的SRT字幕文件，按语义自动断句并控制每行字数，可直接导入剪辑软件。', icon: 'captions' },
    ],
    scenarios: [
      { title: '采访录音整理', text: '记者把几个小时的采访录音上传转写，快速定位关键表述并摘录引语，大大缩短成稿时间。', icon: 'mic' },
      { title: '会议纪要记录', text: '政府机关在会议结束后即可拿到按发言人整理的文字记录，再结合AI摘要形成纪要初稿。', icon: 'clipboard-list' },
      { title: '视频字幕制作', text: '企业和媒体的视频团队为宣传片、课程视频批量生成字幕，省去逐句听打的繁琐工作。', icon: 'video' },
    ],
    advantages: [
      { title: '适应方言口音', text: '支持普通话及粤语、四川话等多种方言，对带有地方口音的普通话也有良好的识别效果。', icon: 'languages' },
      { title: '标点智能顺滑', text: '自动添加标点，去除语气词和重复词，转写稿更接近书面语，稍加编辑即可直接使用。', icon: 'type' },
      { title: '本地部署可选', text: '涉及内部会议的场景可将识别引擎部署在客户内网，会议音频全程不出本单位。', icon: 'server' },
    ],
    figures: [
      { value: '98%', label: '普通话识别准确率' },
      { value: '30+', label: '方言与口音' },
      { value: '5小时', label: '录音 10 分钟转完' },
      { value: '300ms', label: '实时字幕延迟' },
    ],
    cases: [
      { customer: '省级党报 · 记者部', did: '采访录音上传后自动转写并区分说话人，记者直接在文稿上摘引。', result: '一小时录音的整理时间由 3 小时降至 15 分钟' },
      { customer: '县人大常委会', did: '常委会会议全程实时转写，会后生成带发言人标注的纪要初稿。', result: '会议纪要出稿时间由 3 天缩短到当天' },
    ],
    faq: [
      { q: '方言能识别吗？', a: '支持粤语、四川话、河南话、东北话等 30 余种方言与口音，也支持普通话与方言混说。' },
      { q: '涉密会议可以用吗？', a: '可本地部署在内网服务器，录音与文字不出本地网络，满足保密要求。' },
      { q: '专业术语识别不准怎么办？', a: '上传热词表或领域语料即可提升人名、地名和行业术语的识别率，当天生效。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'mic';

export const design: ProductModule['design'] = 'transcript';

export const synonyms: ProductModule['synonyms'] = ['语音转文字', '语音转写', '录音转文字', '听写', '字幕识别', 'speech to text'];
