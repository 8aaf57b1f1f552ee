-- The triggers of a message's search text (0020) no longer name the columns they watch (`UPDATE OF ...`,
-- `WHEN (OLD.title_en ...)`): naming a column keeps a later migration from dropping or changing it. Each runs on
-- every change of its row and leaves at once unless what the search text is made of changed.
DROP TRIGGER messages_search_text ON "messages";--> statement-breakpoint
DROP TRIGGER orders_message_search_text ON "orders";--> statement-breakpoint
DROP TRIGGER invoices_message_search_text ON "invoices";--> statement-breakpoint
DROP TRIGGER products_message_search_text ON "products";--> statement-breakpoint
DROP TRIGGER products_renamed_message_search_text ON "products";--> statement-breakpoint
CREATE OR REPLACE FUNCTION messages_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'INSERT' OR NEW.email IS DISTINCT FROM OLD.email OR NEW.payload IS DISTINCT FROM OLD.payload THEN
      NEW.search_text := public.message_search_text(NEW.id, NEW.email, NEW.payload);
    END IF;
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER messages_search_text BEFORE INSERT OR UPDATE ON "messages"
  FOR EACH ROW EXECUTE FUNCTION messages_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_message_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM public.refresh_message_search_text(ARRAY[NEW.message_id]);
    ELSIF NEW.driver_title IS DISTINCT FROM OLD.driver_title OR NEW.message_id IS DISTINCT FROM OLD.message_id THEN
      PERFORM public.refresh_message_search_text(ARRAY[NEW.message_id, OLD.message_id]);
    END IF;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER orders_message_search_text AFTER INSERT OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_message_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_message_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE changed uuid[] := '{}';
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.number IS NOT DISTINCT FROM OLD.number
      AND NEW.order_id IS NOT DISTINCT FROM OLD.order_id THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.order_id; END IF;
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.order_id; END IF;
    PERFORM public.refresh_message_search_text(
      ARRAY(SELECT o.message_id FROM public.orders o WHERE o.id = ANY(changed) AND o.message_id IS NOT NULL));
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER invoices_message_search_text AFTER INSERT OR UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_message_search_text();--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_message_search_text() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ DECLARE changed text[] := '{}';
  BEGIN
    IF TG_OP = 'UPDATE' AND NEW.key IS NOT DISTINCT FROM OLD.key
      AND NEW.title_en IS NOT DISTINCT FROM OLD.title_en AND NEW.title_fr IS NOT DISTINCT FROM OLD.title_fr THEN
      RETURN NULL;
    END IF;
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.key; END IF;
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.key; END IF;
    UPDATE public.messages m SET search_text = public.message_search_text(m.id, m.email, m.payload)
      WHERE m.payload->>'driverName' = ANY(changed)
      AND NOT EXISTS (SELECT 1 FROM public.orders o WHERE o.message_id = m.id);
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER products_message_search_text AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_message_search_text();
