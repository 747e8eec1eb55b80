-- Cards read a person's name from their profile when asked; the copy stored here at creation
-- was their e-mail whenever they had no name yet, shown to anyone. Only the platform's own
-- coaches keep a stored name.
UPDATE "agents" SET "owner" = '' WHERE "owner_id" IS NOT NULL;
