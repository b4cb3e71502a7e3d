-- Rate-limit counters are not worth a WAL flush: every API-key request and every limited route
-- writes one, and a commit that waits for the disk cost ~10 ms under load (issue #30 §5). Unlogged,
-- a write to them makes no WAL record, so its commit does not wait for the disk. After a crash of
-- the database server the table comes back empty (the windows start afresh); standbys do not have it.
ALTER TABLE "rate_limits" SET UNLOGGED;
