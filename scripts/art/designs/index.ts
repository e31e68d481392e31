/** Every hero design by its name in shared/art.ts's table. */
import type { HeroDesign } from '../../../shared/art';
import type { Design } from '../context';
import { appliance, architecture, campaign, canvas, company, dashboard, fanout, govPortal, platform } from './boards';
import { docs, editor, paywall, proofread, report, slides } from './documents';
import { assets, crossword, ipGallery, shop } from './grids';
import { chat, feed, recommend, transcript, trends } from './lists';
import { car, course, timeline, tracks, voice } from './media';
import { builder, phoneBoost, phoneForm, phoneLottery, phoneVote } from './phones';

export const designs: Readonly<Record<HeroDesign, Design>> = {
  platform,
  canvas,
  timeline,
  editor,
  govPortal,
  course,
  company,
  docs,
  trends,
  feed,
  slides,
  tracks,
  report,
  fanout,
  recommend,
  assets,
  voice,
  transcript,
  proofread,
  chat,
  car,
  crossword,
  dashboard,
  paywall,
  shop,
  campaign,
  phoneForm,
  phoneVote,
  phoneBoost,
  phoneLottery,
  architecture,
  builder,
  ipGallery,
  appliance,
};
