-- Membership (docs/membership.md): member cards per stay, partner counter accounts (Auth.js e-mail sign-in with
-- database sessions), redemptions with a per-partner idempotency key, and the rules of each partner's member offer.
-- AlterTable
ALTER TABLE "partners" ADD COLUMN     "offer_rules" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "member_cards" (
    "id" UUID NOT NULL,
    "guest_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "arrival" DATE NOT NULL,
    "departure" DATE NOT NULL,
    "party_size" INTEGER NOT NULL,
    "property" TEXT NOT NULL DEFAULT '',
    "revoked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "member_cards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_users" (
    "id" SERIAL NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "email_verified" TIMESTAMPTZ(3),
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "partner_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "partner_sessions" (
    "session_token" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_sessions_pkey" PRIMARY KEY ("session_token")
);

-- CreateTable
CREATE TABLE "partner_sign_in_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "partner_sign_in_tokens_pkey" PRIMARY KEY ("identifier","token")
);

-- CreateTable
CREATE TABLE "redemptions" (
    "id" SERIAL NOT NULL,
    "idempotency_key" UUID NOT NULL,
    "partner_id" INTEGER NOT NULL,
    "card_id" UUID,
    "partner_user_id" INTEGER,
    "party_size" INTEGER NOT NULL,
    "bill_cents" INTEGER,
    "redeemed_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "redemptions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_cards_departure_idx" ON "member_cards"("departure");

-- CreateIndex
CREATE INDEX "member_cards_created_at_idx" ON "member_cards"("created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "partner_users_email_key" ON "partner_users"("email");

-- CreateIndex
CREATE INDEX "partner_users_partner_id_idx" ON "partner_users"("partner_id");

-- CreateIndex
CREATE INDEX "partner_sessions_user_id_idx" ON "partner_sessions"("user_id");

-- CreateIndex
CREATE INDEX "redemptions_partner_id_redeemed_at_idx" ON "redemptions"("partner_id", "redeemed_at");

-- CreateIndex
CREATE INDEX "redemptions_card_id_idx" ON "redemptions"("card_id");

-- CreateIndex
CREATE UNIQUE INDEX "redemptions_partner_id_idempotency_key_key" ON "redemptions"("partner_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "partner_users" ADD CONSTRAINT "partner_users_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "partner_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_partner_id_fkey" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "member_cards"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_partner_user_id_fkey" FOREIGN KEY ("partner_user_id") REFERENCES "partner_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "stay_import_mapping" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "columns" JSONB NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stay_import_mapping_pkey" PRIMARY KEY ("id")
);
