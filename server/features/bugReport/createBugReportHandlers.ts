import { constants, messages } from '../../../src/generated/catalog';
import { FeedbackServiceError, type FeedbackService, type FeedbackTicket } from '../../adapters/feedback/FeedbackService';
import type { FileStorage } from '../../adapters/files/FileStorage';
import type { Clock } from '../../clock/Clock';
import { ApiError } from '../../http/ApiError';
import { multipartFile } from '../../http/multipartParts';
import type { OperationHandlers } from '../../http/OperationHandler';
import type { RequestBody } from '../../http/RequestBody';
import type { UserProfile } from '../../session/UserProfile';

/** A zip file starts with `PK\x03\x04` (or `PK\x05\x06` when empty). */
const isZip = (bytes: Buffer) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);

/** The feedback service's failure as the portal receives it (the portal only logs it). */
function unavailable(error: unknown): never {
  if (error instanceof FeedbackServiceError) throw new ApiError(502, { message: messages.bugFeedbackUnavailable });
  throw error;
}

/**
 * The ticket of a report ([bug-report-fields]): the dialog's description (its first line, cut at
 * 100 characters, as the summary), issue type (the component) and line of business, with the
 * fixed strings ([bug-report-fixed-strings]) and the reporter from the session.
 *
 * @example
 * bugReportTicket({ description: 'x', issue_type: 'issue', line_of_business: 'Ortho' }, profile, now);
 */
export function bugReportTicket(body: RequestBody<'createReportBug'>, profile: UserProfile, now: Date): FeedbackTicket {
  const description = body.description.trim();
  return {
    attachments: body.attachments ? [body.attachments] : [],
    categories: [String(constants.bugReportCategory)],
    components: [body.issue_type],
    lineOfBusiness: body.line_of_business,
    userId: profile.user.id,
    submittedAtUtc: now.toISOString(),
    submittedBy: profile.user.username,
    ticketDetail: description,
    ticketSummary: (description.split('\n')[0] ?? '').slice(0, 100),
    ticketSource: String(constants.bugReportCategory),
    ticketType: String(constants.bugReportTicketType),
  };
}

/**
 * The bug report calls (document 3, section 7.9, [bug-report-feedback-service]): the zip of the
 * attached files and then the ticket are relayed to the feedback service adapter; the portal
 * never talks to the service itself. The zip is at most 1 MB (the operation's x-max-upload-bytes:
 * it arrives streamed into `files`, and only a zip within the limit is read back and relayed).
 * The description, issue type and line of business are required by the request schema
 * ([bug-report-required]).
 *
 * @example
 * operations.register(app, 'bugReport', { ...createBugReportHandlers(feedback, clock, files) });
 */
export function createBugReportHandlers(feedback: FeedbackService, clock: Clock, files: FileStorage): OperationHandlers {
  return {
    async uploadBugReportAttachments(call) {
      const part = multipartFile(call.body, 'file');
      if (!part) throw ApiError.validation(['000F0001'], { file: ['File is required.'] });
      if (part.truncated) throw ApiError.formError('attachments', messages.fileTooLarge.replace('{size}', '1 MB'));
      if (!isZip(part.head)) throw ApiError.formError('attachments', messages.bugAttachmentNotZip);
      const bytes = (await files.get(part.key))?.bytes;
      if (!bytes) throw ApiError.validation(['000F0001'], { file: ['File is required.'] });
      const stored = await feedback.uploadAttachment({ bytes, fileName: part.filename || 'attachments.zip', contentType: 'application/zip' }).catch(unavailable);
      return { id: stored.id, file_name: part.filename || 'attachments.zip' };
    },

    async createReportBug(call) {
      const profile = call.profile;
      const body = call.body;
      if (body.description.trim() === '') throw ApiError.validation(['000F0001'], { description: [messages.bugDescriptionRequired] });
      const answer = await feedback.createTicket(bugReportTicket(body, profile, clock.now())).catch(unavailable);
      if (answer.responseCode !== 200) throw new ApiError(502, { message: messages.bugFeedbackUnavailable });
      return answer;
    },

    async listBugReports() {
      return feedback.listTickets();
    },
  };
}
