CREATE TABLE "product_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_files_slot_unique" UNIQUE("product_id","slot"),
	CONSTRAINT "product_files_slot" CHECK ("product_files"."slot" in ('documentation_en', 'documentation_fr', 'package'))
);
--> statement-breakpoint
CREATE TABLE "product_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_history_action" CHECK ("product_history"."action" in ('created', 'imported', 'edited', 'published', 'unpublished', 'moved', 'file_replaced'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"price_excl_vat_cents" integer NOT NULL,
	"system" text NOT NULL,
	"illustration" text,
	"published" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_key_unique" UNIQUE("key"),
	CONSTRAINT "products_key_format" CHECK ("products"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_excl_vat_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_files" ADD CONSTRAINT "product_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history" ADD CONSTRAINT "product_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_history" ADD CONSTRAINT "product_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_files_sha256_idx" ON "product_files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "product_files_name_idx" ON "product_files" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "product_history_product_idx" ON "product_history" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "products_position_idx" ON "products" USING btree ("position");--> statement-breakpoint
-- The five drivers the store sold when the catalogue lived in the code become its first products, published in
-- the same order with the same texts and prices. Their documents and packages are imported at first start from
-- the files the build generated (server/routes/products/import-built-files.ts).
INSERT INTO "products" ("key", "title_en", "title_fr", "description_en", "description_fr", "price_excl_vat_cents", "system", "illustration", "published", "position") VALUES
	('velux-klf200-gateway', 'Velux KLF 200 gateway driver', 'Driver passerelle Velux KLF 200',
		'Drives Velux io-homecontrol roof windows, blinds and roller shutters through the KLF 200 gateway on the local network: open, close, exact positions, scenes and live status, with no cloud in between.',
		'Pilote les fenêtres de toit, stores et volets roulants Velux io-homecontrol via la passerelle KLF 200 sur le réseau local : ouverture, fermeture, positions précises, scènes et état en temps réel, sans passer par le cloud.',
		25000, 'Home processor, OS 3.3 or later', 'velux-klf200-gateway', true, 1),
	('risco-alarm', 'Risco alarm driver', 'Driver alarme Risco',
		'Connects Risco LightSYS and ProSYS Plus panels to the home processor: arm and disarm each partition, follow every zone, and trigger lighting or notifications from alarm events.',
		'Relie les centrales Risco LightSYS et ProSYS Plus au processeur domotique : armement et désarmement par partition, état de chaque zone, et éclairages ou notifications déclenchés par les événements d’alarme.',
		25000, 'Home processor, OS 3.3 or later', 'risco-alarm', true, 2),
	('opale-mirror-tv-serial', 'Opale TV mirror-screen serial driver', 'Driver série pour écran-miroir TV Opale',
		'Controls Opale mirror TVs over RS-232: power, inputs, volume and mirror mode, so the screen disappears into the mirror as part of your scenes. Free of charge.',
		'Commande les téléviseurs miroir Opale en RS-232 : alimentation, sources, volume et mode miroir, pour que l’écran s’efface dans le miroir au fil de vos scènes. Gratuit.',
		0, 'Home processor, OS 3.3 or later', 'opale-mirror-tv', true, 3),
	('netatmo-energy', 'Netatmo heating (energy) driver', 'Driver chauffage Netatmo (Energy)',
		'Brings Netatmo Smart Thermostats and Smart Radiator Valves into the home processor: room temperatures, set points, schedules and away or frost-protection modes, room by room.',
		'Intègre les thermostats et vannes de radiateur intelligents Netatmo au processeur domotique : températures par pièce, consignes, plannings et modes absent ou hors-gel, pièce par pièce.',
		15000, 'Home processor, OS 3.3 or later', 'netatmo-energy', true, 4),
	('netatmo-weather-station', 'Netatmo weather station driver', 'Driver station météo Netatmo',
		'Shows the Netatmo weather station’s readings on touch screens and in the app: indoor and outdoor temperature, humidity, CO₂, pressure, noise, rain and wind. Weather data is polled every 10 minutes.',
		'Affiche les mesures de la station météo Netatmo sur les écrans tactiles et dans l’application : températures intérieure et extérieure, humidité, CO₂, pression, bruit, pluie et vent. Les données météo sont relevées toutes les 10 minutes.',
		5000, 'Home processor, OS 3.3 or later', 'netatmo-weather-station', true, 5);--> statement-breakpoint
INSERT INTO "product_history" ("product_id", "actor_name", "action")
SELECT "id", 'Site', 'imported' FROM "products";--> statement-breakpoint
-- An order keeps the title it was placed with: orders placed before take their driver's current title.
ALTER TABLE "orders" ADD COLUMN "driver_title" jsonb;--> statement-breakpoint
UPDATE "orders" SET "driver_title" = COALESCE(
	(SELECT jsonb_build_object('en', "products"."title_en", 'fr', "products"."title_fr") FROM "products"
		WHERE "products"."key" = "orders"."driver"),
	jsonb_build_object('en', "orders"."driver", 'fr', "orders"."driver")
);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "driver_title" SET NOT NULL;
