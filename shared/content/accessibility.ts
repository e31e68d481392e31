/**
 * 无障碍声明 (/accessibility.html): the level the site aims at, how each part of it is checked
 * (the repository's own tests, named by path; tests/unit/shared/content/accessibility.test.ts
 * fails when a named file is gone), what is known not to meet it, and how to tell us. Whoever
 * adds or renames a check, or closes a limit, changes this file and `reviewedOn` in one commit.
 */

/** A calendar date, YYYY-MM-DD, Beijing time. */
type IsoDate = string;

export interface AccessibilityCheck {
  title: string;
  /** What the check holds the pages to, in a sentence or two. */
  text: string;
  /** The test files that run it in `npm test`, by their path in the repository. */
  tests: string[];
}

export interface AccessibilityStatement {
  standard: string;
  level: string;
  /** The WCAG level the standard's level corresponds to. */
  wcag: string;
  scope: string;
  status: string;
  reviewedOn: IsoDate;
  /** What the pages do for a visitor who uses a keyboard, a screen reader or a small screen. */
  measures: string[];
  checks: AccessibilityCheck[];
  limits: Array<{ title: string; text: string }>;
  /** How soon a feedback is answered. */
  answerWithin: string;
}

export const accessibilityStatement: AccessibilityStatement = {
  standard: 'GB/T 37668-2019《信息技术 互联网内容无障碍可访问性技术要求与测试方法》',
  level: '第二级',
  wcag: 'WCAG 2.1 AA级',
  scope: '智媒开放平台官网（本网站）全部公开页面，包括手机（375 px宽）与桌面（1440 px宽）两种版式',
  status: '部分符合：除下文“已知限制”所列内容外，均按目标等级设计与检测',
  reviewedOn: '2026-11-28',
  measures: [
    '每个页面第一个可聚焦元素为“跳到主要内容”链接，可跳过页头导航直达正文。',
    '导航菜单、标签页、对话框与站内搜索的联想列表均可只用键盘操作：Tab键切换，方向键选择，Esc键收起菜单；菜单和对话框关闭后，焦点回到打开它的按钮或链接。',
    '图片提供替代文本，装饰性图形对读屏软件隐藏；在新窗口打开的链接会读出“新窗口打开”。',
    '表单的每个输入框都有可见的标签，错误提示以中文显示在对应输入框旁，并由读屏软件读出。',
    '正文文字与背景的对比度不低于4.5:1；页面在375 px宽的手机上无需左右滚动即可阅读。',
    '系统开启“减少动态效果”时，页面不播放过渡动画。',
    '浏览器未运行脚本时，页面内容、导航、合作咨询与投诉举报表单仍可正常使用。',
  ],
  checks: [
    {
      title: '自动化无障碍检测',
      text: '使用axe-core在首页、产品页、AI工作室页、应用中心、文档页、信任中心、投诉举报和本页上，分别以375 px与1440 px宽度检测，不允许出现严重（serious）或关键（critical）级别的问题。',
      tests: ['tests/browser/accessibility.test.ts'],
    },
    {
      title: 'HTML规范校验',
      text: '使用html-validate的standard规则集校验站点地图中每个页面的HTML，以及登录后页面、无脚本提交表单后的页面和错误页，要求零错误，其中包括ARIA属性的正确使用。',
      tests: ['tests/integration/server/render/htmlConformance.test.ts'],
    },
    {
      title: '键盘操作',
      text: '在真实浏览器中只用键盘打开和关闭导航菜单、切换产品标签页、操作对话框与站内搜索的联想列表，检查焦点的去向。',
      tests: ['tests/browser/site.test.ts', 'tests/browser/pages.test.ts', 'tests/browser/visitor.test.ts', 'tests/browser/search.test.ts'],
    },
    {
      title: '无脚本可用',
      text: '在关闭JavaScript的浏览器中，从页面入口到提交合作咨询表单的全过程均可完成，错误提示与已填写的内容都会保留。',
      tests: ['tests/browser/noScript.test.ts'],
    },
    {
      title: '无障碍工具条与关怀模式',
      text: '检查字号、行距、高对比度（正文对比度不低于7:1）、大鼠标、阅读线、指读与连读在设置后即时生效，刷新和站内跳转后保持，且在首帧即已应用；关怀模式下以375 px与1440 px宽度在五个页面上用axe-core检测，点击目标不小于48×48像素，并在Chromium 80等旧内核中可用。',
      tests: ['tests/browser/accessibilityToolbar.test.ts', 'tests/browser/careMode.test.ts', 'tests/browser/oldEngines.test.ts'],
    },
    {
      title: '本声明与反馈渠道',
      text: '检查本页的标题与结构、站点地图与页脚入口，以及无障碍反馈在启用和未启用脚本时都能送达。',
      tests: ['tests/integration/server/render/accessibilityPage.test.ts', 'tests/browser/accessibilityStatement.test.ts'],
    },
  ],
  limits: [
    {
      title: '演示插画',
      text: '产品页与AI工作室页顶部的示意图由程序绘制，替代文本只概述画面，图中的示例字幕、界面文字不逐字提供；相同信息均在页面正文中以文字给出。',
    },
    {
      title: '品牌宣传视频',
      text: '首页的品牌宣传视频暂无同步字幕，视频下方提供了文字说明。我们计划为视频补充字幕。',
    },
    {
      title: '第三方与控制台页面',
      text: '控制台（登录后的管理后台）与星海新闻网等在新窗口打开的站点是独立的应用，不在本声明范围内，其无障碍情况以各自的说明为准。',
    },
    {
      title: '语音朗读',
      text: '朗读功能使用浏览器自带的语音合成引擎，能否朗读以及音色取决于浏览器和操作系统是否安装了中文语音；未安装中文语音时无法朗读，页面会给出提示。',
    },
  ],
  answerWithin: '5个工作日',
};
