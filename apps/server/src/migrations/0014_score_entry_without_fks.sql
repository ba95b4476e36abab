ALTER TABLE "score_entry" DROP CONSTRAINT "score_entry_school_id_school_id_fk";
--> statement-breakpoint
ALTER TABLE "score_entry" DROP CONSTRAINT "score_entry_school_id_rule_id_compute_rule_school_id_id_fk";
