-- School policies test membership with a hashed sub-plan instead of `= ANY (array)`: an area administrator's
-- scope names every school of the area (a hundred or more), and `= ANY` compares each row with each of them,
-- while the hash is built once per statement. Measured on 200,000 rows with 101 schools in scope: 158 ms for a
-- full count with `= ANY`, 60 ms hashed; one school: 54 and 50 ms (the owner, without a policy: 15 ms).
CREATE OR REPLACE FUNCTION eos_secure_tenant_tables() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  tenant_key text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname, c.relrowsecurity,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'school_id' AND NOT a.attisdropped) AS has_school,
           EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'area_id' AND NOT a.attisdropped) AS has_area,
           EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'eos_tenant') AS has_policy
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('school', 'area')
  LOOP
    tenant_key := CASE WHEN t.has_school THEN 'school_id' WHEN t.has_area THEN 'area_id' END;
    CONTINUE WHEN tenant_key IS NULL;
    IF NOT t.has_policy THEN
      IF tenant_key = 'school_id' THEN
        EXECUTE format(
          'CREATE POLICY eos_tenant ON %I USING ((SELECT eos_tenant_system()) OR school_id IN (SELECT unnest(eos_tenant_schools())))',
          t.relname);
      ELSE
        EXECUTE format(
          'CREATE POLICY eos_tenant ON %I USING ((SELECT eos_tenant_system()) OR area_id = (SELECT eos_tenant_area()))',
          t.relname);
      END IF;
    END IF;
    IF NOT t.relrowsecurity THEN
      EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.relname);
    END IF;
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'eos_app') THEN
    GRANT USAGE ON SCHEMA public TO eos_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO eos_app;
    GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO eos_app;
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO eos_app;
  END IF;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.relname
      FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND p.polname = 'eos_tenant'
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'school_id' AND NOT a.attisdropped)
  LOOP
    EXECUTE format(
      'ALTER POLICY eos_tenant ON %I USING ((SELECT eos_tenant_system()) OR school_id IN (SELECT unnest(eos_tenant_schools())))',
      t.relname);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT eos_secure_tenant_tables();
