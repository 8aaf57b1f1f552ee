-- Orders whose licence was revoked, with none in force since, read "licence revoked" rather than "licence sent".
UPDATE "orders" SET "status" = 'licence_revoked'
WHERE "status" = 'licence_sent'
  AND NOT EXISTS (
    SELECT 1 FROM "licences" WHERE "licences"."order_id" = "orders"."id" AND "licences"."revoked_at" IS NULL
  );
