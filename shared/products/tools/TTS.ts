/** 语音合成, a product of 智能工具 (../product.ts says where each export goes). */
import { product, productEntry, type ProductModule, type ProductPage } from '../product';

export const entry = productEntry({
  path: '/product/TTS.html',
  name: '语音合成',
  description:
    '语音合成可将新闻稿件、政务公告与企业文案快速转换为自然流畅的语音，提供多种音色及多语种、方言选择，面向媒体机构、政府部门与企业，广泛用于有声新闻、视频配音、广播播报与智能硬件播报等场景。',
  placements: [product('tools')],
});

export const page: ProductPage = {
  text: {
    title: '语音合成TTS_AI配音与有声内容生产',
    keywords: '语音合成,TTS,AI配音,文字转语音,有声新闻,多音色',
    heading: '语音合成 · 让文字开口说话',
    intro:
      '语音合成基于深度神经网络声学模型，提供30余种男声、女声、童声与播音风格音色，支持普通话、英语及多种方言，可调节语速、音量与情感语调，并支持SSML标记和长文本批量合成。编辑部可一键生成有声新闻，政务与企业用户也能快速制作配音和播报音频。',
  },
  content: {
    tagline: '自然流畅的AI声音，文字秒变有声内容',
    capabilities: [
      { title: '多风格音色库', text: '提供新闻播报、纪录片旁白、亲切客服、童声讲故事等多种风格音色，满足不同栏目的需要。', icon: 'mic-vocal' },
      { title: '情感与韵律调节', text: '可调整语速、音调、音量与停顿，并支持沉稳、喜悦、关切等情感表达，让播报更加生动。', icon: 'audio-lines' },
      { title: '读音精准纠正', text: '内置新闻领域发音词典，准确处理多音字、数字、计量单位与外文缩写，并支持自定义读音。', icon: 'spell-check' },
      { title: '长文本批量合成', text: '整篇稿件或多篇文章可批量提交，后台异步生成并按段落自动拼接，适合有声书与音频栏目。', icon: 'layers' },
      { title: '专属声音定制', text: '采集主持人少量录音即可训练专属声音模型，须取得声音本人书面授权后方可启用。', icon: 'user-round' },
    ],
    scenarios: [
      { title: '有声新闻栏目', text: '媒体客户端为每篇新闻自动生成音频版本，满足用户在通勤、驾车、做家务时的收听需求。', icon: 'radio' },
      { title: '基层广播通知', text: '乡镇政府用合成语音制作防汛、防火、反诈等通知音频，通过应急广播及时播发到村到户。', icon: 'megaphone' },
      { title: '企业视频配音', text: '企业培训与营销团队为产品介绍视频、培训课件和语音导航快速生成标准的普通话配音。', icon: 'video' },
    ],
    advantages: [
      { title: '接近真人听感', text: '声学模型使用专业播音员语料训练，断句与重音符合新闻播报习惯，听感自然接近真人。', icon: 'volume-2' },
      { title: '流式低时延', text: '支持流式合成，首段音频快速返回，可用于智能客服、车载播报等需要实时交互的场景。', icon: 'zap' },
      { title: '声音授权合规', text: '所有预置音色均获得声音提供者的授权，定制声音须经本人同意，有效防范声音滥用风险。', icon: 'badge-check' },
    ],
    figures: [
      { value: '4.5分', label: '主观听感评分（满分5分）' },
      { value: '100+', label: '音色可选' },
      { value: '300ms', label: '首包响应' },
      { value: '30+', label: '方言与外语' },
    ],
    cases: [
      { customer: '地市广播电视台', did: '把每日要闻稿件批量合成为音频，在客户端开设“听新闻”栏目。', result: '音频栏目日均收听 2.3 万次，制作人力为零新增' },
      { customer: '乡镇政府', did: '防汛与防疫通知合成为本地方言音频，通过应急广播播放。', result: '通知从拟稿到播出由 2 小时缩短到 10 分钟' },
    ],
    faq: [
      { q: '合成的声音听起来像机器吗？', a: '主流音色的主观听感评分达 4.5 分（满分 5 分），停顿、重音和语气接近真人播音。' },
      { q: '多音字和专有名词读错怎么办？', a: '可用读音标注和自定义词表纠正，设置一次后全局生效。' },
      { q: '能用我们主持人的声音吗？', a: '可以。取得本人书面授权后录制约 30 分钟语料，即可定制专属声音。' },
    ],
  },
};

export const icon: ProductModule['icon'] = 'audio-lines';

export const design: ProductModule['design'] = 'voice';

export const synonyms: ProductModule['synonyms'] = ['文字转语音', '文本转语音', '配音', '朗读', '语音播报', 'text to speech'];
