/** An e-mail to one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail: Amazon SES on AWS, an outbox folder locally. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
