// The separate feedback service that receives bug-report tickets (document 3, section 7.9). The
// middleware talks to this seam only: an HTTP client of the real service when FEEDBACK_SERVICE_URL
// is set, else the embedded store of the demo.

/** One uploaded attachment file (the zip of a report's files). */
export interface FeedbackAttachment {
  bytes: Buffer;
  fileName: string;
  contentType: string;
}

/** A ticket as the feedback service receives it (document 3, section 3, "Bug report"). */
export interface FeedbackTicket {
  attachments: string[];
  categories: string[];
  components: string[];
  lineOfBusiness: string;
  userId: number;
  submittedAtUtc: string;
  submittedBy: string;
  ticketDetail: string;
  ticketSummary: string;
  ticketSource: string;
  ticketType: string;
}

/** The service's answer to a ticket: responseCode 200 means filed. */
export interface FeedbackTicketAnswer {
  responseCode: number;
  ticketId: string | null;
}

export interface FeedbackService {
  /** Stores an attachment (multipart POST Attachment) and answers its reference. */
  uploadAttachment(file: FeedbackAttachment): Promise<{ id: string }>;
  /** Files a ticket (multipart POST Ticket). */
  createTicket(ticket: FeedbackTicket): Promise<FeedbackTicketAnswer>;
  /** The tickets held, newest first: the embedded store's; a remote service answers none. */
  listTickets(): Promise<FeedbackTicket[]>;
}

/** The feedback service failed or could not be reached. */
export class FeedbackServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedbackServiceError';
  }
}
