/** AI创作工作室, a studio of AI工作室, also under 智能生成 in the product menu (../product.ts says where each export goes). */
import { product, studioEntry, type StudioModule, type StudioPage } from '../product';

export const entry = studioEntry({
  path: '/aiStudio/AI-Work-Studio.html',
  name: 'AI创作工作室',
  description:
    'AI创作工作室依托星海传媒集团自研媒体大模型，为媒体机构、政府部门与企业提供新闻写作、稿件润色、标题摘要生成与多体裁创作服务，让采编人员把更多精力投入深度报道，稳步提升内容生产效率与质量。',
  placements: [{ menu: 'studio' }, product('generation')],
});

export const page: StudioPage = {
  text: {
    title: 'AI创作工作室_新闻写作与稿件润色',
    keywords: 'AI创作工作室,AI写作,新闻写作,稿件润色,标题生成,摘要生成,媒体大模型',
    heading: 'AI创作工作室 · 妙笔生花',
    intro:
      'AI创作工作室是面向采编人员的智能写作助手，可根据素材自动生成消息、通讯、评论等多种体裁的初稿，并提供稿件润色、纠错改写、标题推荐与摘要提炼功能。内置新闻写作规范与多种行业模板，帮助编辑部、政务宣传部门与企业品牌团队高效产出规范稿件。',
  },
  content: {
    tagline: '懂新闻规范的AI写作助手',
    outputs: [
      { title: '消息与通讯初稿', text: '根据采访笔记、发布会材料或数据表格，生成符合新闻写作规范的消息和通讯初稿。', icon: 'newspaper' },
      { title: '评论与言论', text: '围绕新闻事件提炼观点，生成结构完整、论证有据的评论稿，供编辑进一步修改完善。', icon: 'message-circle' },
      { title: '标题与摘要', text: '为同一篇稿件推荐多种风格的标题，并按客户端、公众号、微博等渠道分别生成摘要。', icon: 'type' },
      { title: '润色与改写', text: '纠正语病、精简冗余表述，还可将长稿改写为短讯，或改为口语化的视频解说词。', icon: 'pen-line' },
      { title: '政务商务文稿', text: '提供工作信息、宣传稿、新闻通稿、活动致辞等模板，满足机关与企业的日常写作需求。', icon: 'file-text' },
    ],
    workflow: [
      { step: '提供素材', text: '上传采访录音转写稿、会议材料或文字要点，并选择需要生成的稿件体裁。' },
      { step: '设定要求', text: '设置字数、语气、目标受众与重点内容，也可指定参考稿件的写作风格。' },
      { step: '生成初稿', text: 'AI生成完整初稿并标注引用的素材出处，方便编辑逐一核对事实。' },
      { step: '修改润色', text: '对段落进行扩写、缩写、改写或润色，随时比对修改前后的不同版本。' },
      { step: '校对定稿', text: '调用智能校对检查差错，确认无误后导出文件或推送至采编系统。' },
    ],
    samples: [
      { title: '社区养老服务中心启用', kind: '消息稿', text: '依据活动通稿与现场采访要点生成五百字消息，导语交代时间、地点与服务内容，结构规范。' },
      { title: '让便民生活圈更有温度', kind: '评论稿', text: '围绕便民生活圈建设展开评论，从群众需求与基层治理两个层面论述，观点鲜明。' },
      { title: '新品发布会新闻通稿', kind: '企业通稿', text: '根据产品资料生成发布会新闻通稿，同时输出三个备选标题和一段百字摘要。' },
    ],
    users: [
      { title: '记者编辑', text: '记者把更多时间用于采访和深度调查，常规稿件的初稿交由AI快速完成。', icon: 'user-check' },
      { title: '机关文字工作者', text: '机关宣传与办公室人员撰写工作信息和宣传稿件时，随时获得规范的写作参考。', icon: 'landmark' },
      { title: '企业品牌公关', text: '品牌公关团队高效产出新闻通稿、社交媒体文案与内部通讯稿件，保持口径统一。', icon: 'briefcase' },
    ],
    figures: [
      { value: '3分钟', label: '出一篇消息初稿' },
      { value: '20+', label: '新闻与公文体裁' },
      { value: '100%', label: '引用素材标注出处' },
      { value: '10万字', label: '单次可读素材' },
    ],
    cases: [
      {
        customer: '省级党报 · 要闻部',
        did: '会议与发布会消息由工作室根据通稿和采访笔记生成初稿，记者核实后改定。',
        result: '常规消息成稿时间缩短 70%，记者外出采访时间增加',
      },
      { customer: '市委办公室', did: '工作信息与宣传稿件按机关写作规范生成初稿，再由科室修改。', result: '每月信息报送量提升 50%，退改率明显下降' },
    ],
    faq: [
      { q: 'AI写的稿件能直接发布吗？', a: '不能直接发布。初稿会标注引用素材的出处，须由编辑核实事实、修改把关后按流程签发。' },
      { q: '会不会编造事实或数据？', a: '生成时只依据您提供的素材，素材中没有的信息会留空提示补充，并标出每句话的来源。' },
      { q: '可以学习我们报社的写作风格吗？', a: '可以上传往期稿件作为参考，生成时模仿其用语、结构与标题风格。' },
    ],
  },
};

export const icon: StudioModule['icon'] = 'pen-line';

export const design: StudioModule['design'] = 'editor';

export const synonyms: StudioModule['synonyms'] = ['AI写作', '智能写作', '写稿', '稿件润色'];
