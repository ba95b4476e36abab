-- Row-level security for PostgreSQL mode (issue 3; DESIGN.md "Tenancy"). The server answers requests as the
-- login role eos_app, which is no superuser, cannot bypass row security and owns no table; migrations, the demo
-- seed and scripts keep the owner's connection. Every tenant table (school_id; area_id for area-level tables)
-- gets one policy keyed on per-connection settings that the server applies before each unit of work:
-- eos.scope ('system' for background work and lookups before the tenant is known) and eos.school_ids (the
-- schools the request may touch: its own; an area's site its area's schools). The settings are read once per
-- statement (the sub-selects become init plans), so a policy costs a comparison per row, not a parse.
-- PGlite runs this too: it is a superuser there, which bypasses the policies, as intended for embedded use.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'eos_app') THEN
    BEGIN
      CREATE ROLE eos_app LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOREPLICATION;
    EXCEPTION
      -- Test files copy databases in parallel on one cluster: another migration created the role first.
      WHEN duplicate_object OR unique_violation THEN NULL;
      -- An owner that may not create roles (some managed servers): the operator creates eos_app (README).
      WHEN insufficient_privilege THEN RAISE NOTICE 'role eos_app not created: %', SQLERRM;
    END;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION eos_tenant_system() RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select coalesce(current_setting('eos.scope', true), '') = 'system'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION eos_tenant_schools() RETURNS bigint[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select coalesce(string_to_array(nullif(current_setting('eos.school_ids', true), ''), ',')::bigint[], '{}'::bigint[])
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION eos_tenant_area() RETURNS bigint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  select nullif(current_setting('eos.area_id', true), '')::bigint
$$;
--> statement-breakpoint
-- Idempotent, and run again after every migration run (applyMigrations): a table added by a later migration is
-- secured and granted without each migration having to remember. The tenants themselves (school, area) are
-- reference tables without a policy: sign-in resolves a domain to its school before any tenant is known.
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
          'CREATE POLICY eos_tenant ON %I USING ((SELECT eos_tenant_system()) OR school_id = ANY ((SELECT eos_tenant_schools())::bigint[]))',
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
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'eos_app') THEN
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO eos_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO eos_app;
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT EXECUTE ON FUNCTIONS TO eos_app;
  END IF;
END $$;
--> statement-breakpoint
SELECT eos_secure_tenant_tables();
