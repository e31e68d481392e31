/** What every try-it panel's run needs, built once in ./demoRoutes.ts. */
import type { Request, Response } from 'express';
import type { DemoKind } from '../../shared/demos';
import type { Filings } from '../../shared/filings';
import type { ContentIds } from '../compliance/contentId';
import type { Logger } from '../ops/logger';
import type { AudioStore } from './audioStore';
import type { DemoLimits } from './demoLimits';
import type { DemoCaller } from './demoUpstream';

export interface DemoContext {
  caller: DemoCaller;
  limits: Record<DemoKind, DemoLimits>;
  audio: AudioStore;
  ids: ContentIds;
  filings: Filings;
  logger: Logger;
}

/** The visitor's request, for the limits and the request id; the response, for the metrics. */
export interface RunOf {
  req: Request;
  res: Response;
}
