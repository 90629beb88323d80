// The retention module's one door (docs/ARCHITECTURE.md): the nightly run that anonymises or deletes what is
// older than the organisation's retention periods (issue 38, decision 316).
export { runRetention, type RetentionReport } from './retention.service';
