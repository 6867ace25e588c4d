-- Issue 13 §3 (title search's tail, docs/decisions/0045): the store keeps a title's analysis (pk_analyse_title: its
-- words, their corrections, shortest titles and holders, read from the dictionary search_words) and reuses it for
-- the next search of the same title, as long as the dictionary has not changed since. Each statement that changes
-- the dictionary notes its transaction here, in that transaction, so the note is seen exactly when the change is.
-- A kept analysis carries the snapshot it was read in; its search calls pk_dictionary_as_of with it, which fails
-- with SQLSTATE PKD01 when a change committed since is visible to the search, and the store then analyses afresh.
-- No row is ever updated, so no catalogue write waits for another here. A statement that changes no row of the
-- dictionary (a title whose words it already holds with no shorter title) notes nothing.
CREATE TABLE "search_words_changes" (
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_changes_xid" ON "search_words_changes" ("xid");
--> statement-breakpoint
CREATE FUNCTION pk_note_search_words_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Two branches: a delete's or truncate's trigger has no transition table, and the condition is planned whole.
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    INSERT INTO search_words_changes DEFAULT VALUES;
  ELSIF EXISTS (SELECT 1 FROM changed_rows) THEN
    INSERT INTO search_words_changes DEFAULT VALUES;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER search_words_inserted_note AFTER INSERT ON search_words REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pk_note_search_words_change();
--> statement-breakpoint
CREATE TRIGGER search_words_updated_note AFTER UPDATE ON search_words REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION pk_note_search_words_change();
--> statement-breakpoint
CREATE TRIGGER search_words_deleted_note AFTER DELETE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION pk_note_search_words_change();
--> statement-breakpoint
CREATE TRIGGER search_words_truncated_note AFTER TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION pk_note_search_words_change();
--> statement-breakpoint
-- True when no change to the dictionary that the calling statement sees was unseen by the snapshot `seen` (an
-- analysis's); otherwise it fails with PKD01. A transaction at or after the snapshot's xmin may be one the snapshot
-- did not see; one before it had ended when the snapshot was taken, so its change, if committed, was seen. A note
-- at or past the calling statement's own xmax cannot be a change it sees: only a row restored from another cluster
-- (pg_dump keeps the xids) can be there, and it is ignored rather than failing every kept search.
CREATE FUNCTION pk_dictionary_as_of(seen pg_snapshot) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM search_words_changes c
              WHERE c.xid >= pg_snapshot_xmin(seen) AND c.xid < pg_snapshot_xmax(pg_current_snapshot())
                AND NOT pg_visible_in_snapshot(c.xid, seen)) THEN
    RAISE EXCEPTION 'the title dictionary changed since this analysis' USING ERRCODE = 'PKD01';
  END IF;
  RETURN true;
END $$;
