// The activity module's one door (docs/ARCHITECTURE.md): appending to the activity log (audit_log).
export { insertActivity as recordActivity, type ActivityEntry } from './activity.repository';
