import express, { type Express } from 'express';
import { CSP_REPORT_PATH } from './securityHeaders';

type Log = (message: string) => void;

/** What a report says, from either format (`report-uri`'s `csp-report` or the Reporting API). */
function describe(body: unknown): string[] {
  const reports = Array.isArray(body) ? body : [body];
  return reports.map((report) => {
    const record = (report ?? {}) as Record<string, unknown>;
    const fields = (record['csp-report'] ?? record.body ?? record) as Record<string, unknown>;
    const pick = (...names: string[]) =>
      String(names.map((name) => fields[name]).find((value) => value !== undefined) ?? '?').slice(
        0,
        300,
      );
    return (
      `[csp] ${pick('effective-directive', 'effectiveDirective', 'violated-directive')} blocked ` +
      `${pick('blocked-uri', 'blockedURL')} on ${pick('document-uri', 'documentURL')}`
    );
  });
}

/**
 * `POST /csp-report`: browsers report Content-Security-Policy violations here; they are logged, at
 * most `perMinute` lines a minute (a flood of reports cannot flood the logs or memory: beyond that
 * they are only counted, and the count is logged with the next minute's first report).
 */
export function registerCspReports(app: Express, log: Log = console.warn, perMinute = 60): void {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  app.post(
    CSP_REPORT_PATH,
    express.json({
      type: ['application/csp-report', 'application/reports+json', 'application/json'],
      limit: '16kb',
    }),
    (req, res) => {
      const now = Date.now();
      if (now - windowStart >= 60_000) {
        if (dropped > 0) log(`[csp] ${dropped} more reports in the last minute were not logged`);
        windowStart = now;
        logged = 0;
        dropped = 0;
      }
      for (const line of describe(req.body)) {
        if (logged < perMinute) {
          logged += 1;
          log(line);
        } else dropped += 1;
      }
      res.status(204).end();
    },
  );
}
