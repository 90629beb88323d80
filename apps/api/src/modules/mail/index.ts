// The mail module's one door (docs/ARCHITECTURE.md): the outbox, templates and delivery of e-mail.
export { default as mailRoutes } from './mail.routes';
export { mailSender, type MailSettings, queueMail, queueMails } from './outbox';
export {
  accountCreatedMail,
  bookingCancelledMail,
  bookingChangedMail,
  bookingMadeMail,
  deskFreeMail,
  guestArrivedMail,
  type MailBooking,
  passwordResetMail,
  placeLine,
  reminderMail,
} from './mail-templates';
export { escapeHtml } from './mail-layout';
export {
  type SeriesBooked,
  seriesBookedMail,
  type SeriesChanges,
  seriesChangedMail,
  seriesExtendedMail,
} from './series-mail';
export { bookingsCancelledMail } from './bookings-cancelled-mail';
export { releaseNoticeTexts, ZReleaseNotice } from './release-notice';
export { deliverMail, type MailTransport, type OutboxIcs, smtpTransport } from './deliver';
export { dispatchOutbox, MAIL_QUEUE } from './dispatch';
