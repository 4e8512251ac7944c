import type { ServerConfig } from '../../config/ServerConfig';
import type { Database } from '../../db/Database';
import type { FileStorage } from '../files/FileStorage';
import { createEmbeddedFeedbackService } from './createEmbeddedFeedbackService';
import type { FeedbackService } from './FeedbackService';
import { createHttpFeedbackService } from './createHttpFeedbackService';

/**
 * The feedback service the configuration asks for: the HTTP service at `feedbackServiceUrl`
 * when set, else the embedded store of the demo.
 *
 * @example
 * const feedback = createFeedbackService(config, db, files);
 */
export function createFeedbackService(config: Pick<ServerConfig, 'feedbackServiceUrl'>, db: Database, files: FileStorage): FeedbackService {
  return config.feedbackServiceUrl ? createHttpFeedbackService({ url: config.feedbackServiceUrl }) : createEmbeddedFeedbackService(db, files);
}
