-- The network a report came from (a keyed hash of the IPv4 address or the IPv6 /64), so that a
-- hold counts distinct networks as well as distinct reporters. Older rows have '' and count as
-- their reporter's own network.
ALTER TABLE "reports" ADD COLUMN "network" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "reports_reporter_state_idx" ON "reports" USING btree ("reporter","state");
