/** Content of the 传媒学院 page (/college.html), below the heading and intro of the route table. */
import type { CollegeContent } from './types';

export const collegeContent: CollegeContent = {
  tagline: '从工具上手到实战进阶的全媒体课堂',
  tracks: [
    { title: 'AI工具应用', text: '系统学习AI写作、AI绘图、数字人视频与智能校对等工具，掌握提示词编写与生成结果的把关方法。', icon: 'sparkles' },
    { title: '融媒体采编', text: '围绕新闻采访、融合报道策划与短视频拍摄剪辑展开教学，培养一专多能的全媒体记者编辑。', icon: 'newspaper' },
    { title: '新媒体运营', text: '讲解账号定位、内容规划、社群互动与数据分析方法，提升政务账号和企业账号的运营水平。', icon: 'smartphone' },
    { title: '舆情应对与引导', text: '结合典型案例学习舆情监测、研判与回应，提升突发事件中的信息发布与沟通能力。', icon: 'radar' },
  ],
  services: [
    { title: '企业内训', text: '根据单位岗位需求安排讲师上门或线上授课，把课程内容与实际业务场景紧密结合起来。', icon: 'building-2' },
    { title: '认证考试', text: '完成课程学习后可参加相应方向的能力认证考试，通过者获得传媒学院颁发的结业证书。', icon: 'award' },
    { title: '定制课程', text: '为机构量身设计课程体系、案例库与实训项目，并可配套开发在线课程供员工随时学习。', icon: 'clipboard-list' },
  ],
};
