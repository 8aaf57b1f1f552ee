-- The inbox's search finds `%word%` through a trigram index (pg_trgm: a contrib extension of PostgreSQL, trusted,
-- and of PGlite, loaded by server/db/client.ts) on one stored text per message, instead of folding eleven fields
-- of every message and looking up its order, product and invoices for every word typed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- What a message is found by, folded as the search box's words are (`search_fold`): its address, the payload's
-- text fields, for a licence order its driver's title in both languages as its order keeps it (or, with no
-- order, as the product is named now) and its invoices' numbers; then the MAC address's hexadecimal digits
-- alone, so that any spelling of it is found.
CREATE OR REPLACE FUNCTION message_search_text(message uuid, email text, payload jsonb) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT public.search_fold(concat_ws(' ', email, payload->>'name', payload->>'company',
    payload->>'firstName', payload->>'lastName', payload->>'message', payload->>'address', payload->>'city',
    payload->>'siren', payload->>'vatNumber', payload->>'mac',
    coalesce(
      (SELECT concat_ws(' ', o.driver_title->>'en', o.driver_title->>'fr',
        (SELECT string_agg(i.number, ' ' ORDER BY i.number) FROM public.invoices i WHERE i.order_id = o.id))
        FROM public.orders o WHERE o.message_id = $1),
      (SELECT concat_ws(' ', p.title_en, p.title_fr) FROM public.products p WHERE p.key = payload->>'driverName'))))
    || ' ' || coalesce(regexp_replace(lower(payload->>'mac'), '[^0-9a-f]', '', 'g'), '') $$;--> statement-breakpoint
UPDATE "messages" SET "search_text" = message_search_text("id", "email", "payload");--> statement-breakpoint
-- Written by the database whenever what it is made of is: on every message written (the form, a restore, a
-- bulk load), and when its order, an invoice of its order or its product changes.
CREATE OR REPLACE FUNCTION messages_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN NEW.search_text := public.message_search_text(NEW.id, NEW.email, NEW.payload); RETURN NEW; END $$;--> statement-breakpoint
CREATE TRIGGER messages_search_text BEFORE INSERT OR UPDATE OF email, payload ON "messages"
  FOR EACH ROW EXECUTE FUNCTION messages_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_message_search_text(ids uuid[]) RETURNS void
  LANGUAGE sql
  AS $$ UPDATE public.messages SET search_text = public.message_search_text(id, email, payload)
    WHERE id = ANY(ids) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_message_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'UPDATE' THEN
      PERFORM public.refresh_message_search_text(ARRAY[NEW.message_id, OLD.message_id]);
    ELSE
      PERFORM public.refresh_message_search_text(ARRAY[NEW.message_id]);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER orders_message_search_text AFTER INSERT OR UPDATE OF driver_title, message_id ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_message_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_message_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE changed uuid[] := '{}';
  BEGIN
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.order_id; END IF;
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.order_id; END IF;
    PERFORM public.refresh_message_search_text(
      ARRAY(SELECT o.message_id FROM public.orders o WHERE o.id = ANY(changed) AND o.message_id IS NOT NULL));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER invoices_message_search_text AFTER INSERT OR UPDATE OF number, order_id OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_message_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_message_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE changed text[] := '{}';
  BEGIN
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.key; END IF;
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.key; END IF;
    UPDATE public.messages m SET search_text = public.message_search_text(m.id, m.email, m.payload)
      WHERE m.payload->>'driverName' = ANY(changed)
      AND NOT EXISTS (SELECT 1 FROM public.orders o WHERE o.message_id = m.id);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER products_message_search_text AFTER INSERT OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_message_search_text();--> statement-breakpoint
CREATE TRIGGER products_renamed_message_search_text AFTER UPDATE OF key, title_en, title_fr ON "products"
  FOR EACH ROW
  WHEN (OLD.key IS DISTINCT FROM NEW.key OR OLD.title_en IS DISTINCT FROM NEW.title_en
    OR OLD.title_fr IS DISTINCT FROM NEW.title_fr)
  EXECUTE FUNCTION products_message_search_text();--> statement-breakpoint
CREATE INDEX "messages_list_idx" ON "messages" USING btree ("spam","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_kind_idx" ON "messages" USING btree ("spam","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("spam","status","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_search_idx" ON "messages" USING gin ("search_text" gin_trgm_ops);