/** Page text of the 法律文件 pages (用户协议、隐私政策、产品服务协议): their title, keywords, heading, introduction and description. */
import type { PageText } from './types';

export const agreementText: Record<string, PageText> = {
  '/agreement/user.html': {
    title: '用户协议_智媒开放平台服务条款',
    keywords: '用户协议,服务条款,账号规则,智媒开放平台',
    heading: '用户协议',
    intro:
      '本协议是您与星海传媒集团就使用智媒开放平台服务所订立的协议，约定账号注册与使用规则、双方权利义务及争议解决方式。请您在注册、登录或使用平台服务前仔细阅读。',
    description: '星海传媒集团智媒开放平台《用户协议》：账号注册与使用、用户权利义务、服务变更与终止、知识产权与免责条款等内容，请在使用平台服务前仔细阅读。',
  },
  '/agreement/privacy.html': {
    title: '隐私政策_个人信息保护说明',
    keywords: '隐私政策,个人信息保护,数据安全,智媒开放平台',
    heading: '隐私政策',
    intro: '我们深知个人信息对您的重要性。本政策说明智媒开放平台收集哪些信息、为何收集、如何保护，以及您依法享有的各项权利与行使方式。',
    description: '星海传媒集团智媒开放平台《隐私政策》：说明我们如何收集、使用、存储、共享和保护您的个人信息，以及您查询、更正、删除个人信息和撤回授权的方式。',
  },
  '/agreement/service.html': {
    title: '产品服务协议_平台产品使用条款',
    keywords: '产品服务协议,服务等级,计费规则,内容安全,智媒开放平台',
    heading: '产品服务协议',
    intro: '本协议适用于机构客户开通和使用智媒开放平台的产品与接口服务，约定服务内容、计费与结算、服务等级、内容安全责任及数据处理规则。',
    description:
      '星海传媒集团智媒开放平台《产品服务协议》：各项AI产品与接口服务的开通、计费、服务等级、内容安全与数据处理约定，适用于机构客户采购与使用平台产品。',
  },
};
