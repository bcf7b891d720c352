-- The ledger is append-only (decision 055): an entry or a transaction is never changed nor
-- removed; a correction is one more transaction. Row triggers, so that a statement touching
-- no ledger row (a foreign key's check on another table's delete) is not refused. (TRUNCATE stays possible: it empties an
-- interrupted demo seed's database, demo/seed-record.ts.)
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le grand livre ne se modifie pas : % refusé sur %', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_immutable BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Every transaction sums to zero and has two entries at least, checked when the database
-- transaction commits (its entries are written one statement after the other).
CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entries integer;
  balance bigint;
BEGIN
  SELECT count(*), coalesce(sum(amount), 0) INTO entries, balance
    FROM ledger_entries WHERE transaction_id = NEW.id;
  IF entries < 2 OR balance <> 0 THEN
    RAISE EXCEPTION 'Opération % du grand livre déséquilibrée (% écritures, solde %)',
      NEW.key, entries, balance USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_balanced AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();
--> statement-breakpoint
-- An entry added later to a committed transaction would unbalance it: checked the same way.
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  balance bigint;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO balance
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF balance <> 0 THEN
    RAISE EXCEPTION 'Opération % du grand livre déséquilibrée (solde %)',
      NEW.transaction_id, balance USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
