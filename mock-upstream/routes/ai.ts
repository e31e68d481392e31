/**
 * The AI customer service: suggested questions (API host) and the streamed answers
 * (AI host). Both stream calls must carry a fresh, valid signature.
 */
import { Router, type Response } from 'express';
import { API, STREAM_STATUS } from '../../shared/api';
import { CHAT_MODULE } from '../../shared/constants';
import { answerQuestion, HANDOVER_ANSWER, isHumanServiceTrigger } from '../aiAnswer';
import type { MockContext } from '../context';
import { failure, ok } from '../envelope';
import { bodyOf } from '../paging';
import { createPromptPicker } from '../promptPicker';
import { verifySignature } from '../signature';
import { answerEvents, DROP_AFTER_EVENTS, streamEvents } from '../sse';

export const MAX_QUESTION_LENGTH = 2000;

export function aiRoutes(ctx: MockContext): Router {
  const router = Router();
  const pickPrompts = createPromptPicker();

  /** Writes an answer, or the failure the fault knobs ask for. */
  function streamAnswer(res: Response, text: string, status: number): void {
    const { fault, tokenDelayMs } = ctx.faults.settings;
    const options = { tokenDelayMs, active: ctx.activeStreams };
    if (fault === 'fail') {
      streamEvents(res, [{ status: STREAM_STATUS.error, type: 'text', content: '' }], options);
      return;
    }
    const events = answerEvents(text, status);
    const dropAfter = fault === 'drop' ? Math.min(DROP_AFTER_EVENTS, events.length - 1) : undefined;
    streamEvents(res, events, { ...options, dropAfter });
  }

  /** Answers the refusal and returns null, or the checked question. */
  function checkAsk(body: Record<string, unknown>, res: Response, requireContent: boolean): { content: string } | null {
    const signature = verifySignature(ctx.signingKey, body);
    if (!signature.ok) {
      res.status(401).json(failure(401, signature.desc));
      return null;
    }
    const content = typeof body.content === 'string' ? body.content.trim() : '';
    let problem: string | null = null;
    if (body.module !== CHAT_MODULE) problem = '模块标识不正确';
    else if (requireContent && !content) problem = '问题内容不能为空';
    else if (content.length > MAX_QUESTION_LENGTH) problem = `问题内容不能超过${MAX_QUESTION_LENGTH}个字`;
    if (problem) {
      res.status(400).json(failure(400, problem));
      return null;
    }
    return { content };
  }

  router.post(API.promptList.path, (req, res) => {
    const body = bodyOf(req.body);
    if (body.module !== CHAT_MODULE) {
      res.json(failure(400, '模块标识不正确'));
      return;
    }
    // Signed by our server when it forwards; checked only when present, since the list is public.
    if (body.timestamp !== undefined || body.secret !== undefined) {
      const signature = verifySignature(ctx.signingKey, body);
      if (!signature.ok) {
        res.status(401).json(failure(401, signature.desc));
        return;
      }
    }
    res.json(ok(pickPrompts()));
  });

  router.post(API.chatAsk.path, (req, res) => {
    const ask = checkAsk(bodyOf(req.body), res, true);
    if (!ask) return;
    if (isHumanServiceTrigger(ask.content)) streamAnswer(res, HANDOVER_ANSWER, STREAM_STATUS.humanService);
    else streamAnswer(res, answerQuestion(ask.content), STREAM_STATUS.text);
  });

  router.post(API.humanServiceAsk.path, (req, res) => {
    // The 人工服务 button may send no text of its own.
    if (checkAsk(bodyOf(req.body), res, false)) streamAnswer(res, HANDOVER_ANSWER, STREAM_STATUS.humanService);
  });

  return router;
}
