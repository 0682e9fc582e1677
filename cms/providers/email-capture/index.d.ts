export interface CapturedMail {
  id: string;
  to: string;
  from?: string;
  replyTo?: string;
  subject?: string;
  text?: string;
  html?: string;
  sentAt: string;
}
