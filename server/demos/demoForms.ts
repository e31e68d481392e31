/**
 * POST to each panel's page (DEMO_PAGES): the panels' plain forms, for visitors whose
 * JavaScript never runs. Each is held to what its JSON call is held to (./demoRoutes.ts): the
 * same checks, the same limits and the same run; the answer, result or refusal, is the page
 * itself with a DemoPostedForm handed to it (shared/postedForm.ts), as the cooperation page's
 * form hands its own (server/render/cooperationForm.ts). A result is not redirected to: it is
 * the visitor's own and nothing to file twice.
 */
import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import { DEMO_MESSAGES, DEMO_PAGES, TTS_LIMITS, type DemoKind, type DemoPostedForm } from '../../shared/demos';
import { MESSAGES } from '../../shared/messages';
import { answerPosted } from '../render/pageHandler';
import { isSameOrigin } from '../security/sameOrigin';
import { runAsr, runAsrSample } from './asrDemo';
import { drainAfterAnswer } from './audioUpload';
import type { DemoContext } from './demoContext';
import { DemoLimited } from './demoLimits';
import { countRun, refusal, type DemoOutcome } from './demoOutcome';
import { REVIEW_BODY_LIMIT, TTS_BODY_LIMIT } from './demoRoutes';
import { readPostedAudio } from './multipartAudio';
import { reviewRequestOf, runReview } from './reviewDemo';
import { runTts } from './ttsDemo';
import { ttsRequestOf } from './ttsInput';

export interface DemoFormOptions {
  /** The page handler, which renders the answer. */
  pages: RequestHandler;
  ctx: DemoContext;
  siteUrl: string;
}

/** Each form as the page first shows it: what is shown again when nothing sent could be read. */
const UNREAD: Record<DemoKind, DemoPostedForm> = {
  tts: { demo: 'tts', input: { text: '', voice: '', speed: TTS_LIMITS.speed.default, pitch: TTS_LIMITS.pitch.default } },
  asr: { demo: 'asr' },
  review: { demo: 'review', input: { text: '' } },
};

/** The form with the run's result or its Chinese refusal. */
function withOutcome<F extends DemoPostedForm>(form: F, outcome: DemoOutcome<NonNullable<F['result']>>): { status: number; form: F } {
  return outcome.ok
    ? { status: 200, form: { ...form, result: outcome.result } }
    : { status: outcome.status, form: { ...form, error: DEMO_MESSAGES[outcome.reason] } };
}

export function demoForms({ pages, ctx, siteUrl }: DemoFormOptions): Router {
  const router = express.Router();
  const show: (status: number, form: DemoPostedForm) => RequestHandler = (status, form) => (req, res, next) => {
    answerPosted(res, { status, form });
    return pages(req, res, next);
  };

  // Refused before its body is read: nothing another site sent is shown back, nor run.
  const sameSite =
    (kind: DemoKind): RequestHandler =>
    (req, res, next) => {
      if (!isSameOrigin(req, siteUrl)) return show(403, { ...UNREAD[kind], error: MESSAGES.crossSite })(req, res, next);
      next();
    };

  /** The limit's refusal (with what was typed) and the body parser's, as the page. */
  const refused =
    (kind: DemoKind, sent: (body: unknown) => DemoPostedForm): ErrorRequestHandler =>
    (error, req, res, next) => {
      const status = (error as { status?: unknown }).status;
      const tooLarge = refusal(413, kind === 'review' ? 'reviewTooLong' : 'textTooLong');
      const failure = error instanceof DemoLimited ? refusal(429, error.reason) : status === 413 ? tooLarge : undefined;
      if (failure) {
        countRun(res, kind, failure);
        const { status: shown, form } = withOutcome(error instanceof DemoLimited ? sent(req.body) : UNREAD[kind], failure);
        return show(shown, form)(req, res, next);
      }
      // Not a form the parser can read: nothing of it is shown again.
      if (typeof status === 'number' && status >= 400 && status < 500) return show(400, { ...UNREAD[kind], error: MESSAGES.malformed })(req, res, next);
      next(error);
    };

  const ttsForm = (body: unknown): DemoPostedForm => ({ demo: 'tts', input: ttsRequestOf(body) });
  const tts: RequestHandler = async (req, res, next) => {
    const input = ttsRequestOf(req.body);
    const outcome = await runTts(ctx, { req, res }, input);
    countRun(res, 'tts', outcome);
    const { status, form } = withOutcome({ demo: 'tts', input } as const, outcome);
    show(status, form)(req, res, next);
  };
  const readTts = express.urlencoded({ extended: false, limit: TTS_BODY_LIMIT, parameterLimit: 10 });
  router.post(DEMO_PAGES.tts.path, sameSite('tts'), readTts, ctx.limits.tts.perIp, tts, refused('tts', ttsForm));

  const reviewForm = (body: unknown): DemoPostedForm => ({ demo: 'review', input: reviewRequestOf(body) });
  const review: RequestHandler = async (req, res, next) => {
    const input = reviewRequestOf(req.body);
    const outcome = await runReview(ctx, { req, res }, input);
    countRun(res, 'review', outcome);
    const { status, form } = withOutcome({ demo: 'review', input } as const, outcome);
    show(status, form)(req, res, next);
  };
  const readReview = express.urlencoded({ extended: false, limit: REVIEW_BODY_LIMIT, parameterLimit: 10 });
  router.post(DEMO_PAGES.review.path, sameSite('review'), readReview, ctx.limits.review.perIp, review, refused('review', reviewForm));

  // The limit first: the upload is read only for a visitor within it.
  const asr: RequestHandler = async (req, res, next) => {
    const posted = await readPostedAudio(req);
    const run = { req, res };
    const sample = posted.kind === 'sample' ? posted.sample : undefined;
    let outcome: DemoOutcome<NonNullable<Extract<DemoPostedForm, { demo: 'asr' }>['result']>>;
    if (posted.kind === 'file') outcome = await runAsr(ctx, run, posted.bytes);
    else if (posted.kind === 'sample') outcome = await runAsrSample(ctx, run, posted.sample);
    else if (posted.kind === 'tooLarge') {
      drainAfterAnswer(req, res);
      outcome = refusal(413, 'audioTooLarge');
    } else outcome = refusal(400, 'audioMissing');
    countRun(res, 'asr', outcome);
    const { status, form } = withOutcome({ demo: 'asr', ...(sample && { sample }) } as const, outcome);
    show(status, form)(req, res, next);
  };
  router.post(
    DEMO_PAGES.asr.path,
    sameSite('asr'),
    ctx.limits.asr.perIp,
    asr,
    refused('asr', () => UNREAD.asr),
  );

  return router;
}
