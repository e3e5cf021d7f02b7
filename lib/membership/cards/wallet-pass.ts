import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PKPass } from 'passkit-generator';
import { prisma } from '@/lib/db';
import { calendarDay, DAY, formatterFor } from '@/lib/i18n/format';
import { isLocale, routing, type Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { siteConfig } from '@/lib/site-config';
import { cardUrl } from './card-link';
import { signCardCredential } from './card-signing';
import { cardNumber } from './card-number';
import { offerRuleSentences } from '@/lib/membership/partners/offer-words';
import { memberOffers } from '@/lib/membership/partners/offers';
import { cardOfLink } from '@/lib/membership/queries';

/*
 * "Add to Apple Wallet" (docs/membership.md "Apple Wallet"): a member card as a signed Wallet pass (.pkpass, built
 * and signed by passkit-generator), offered only when the operator has configured Apple's pass certificates.
 */

/** The environment a Wallet pass needs: all of them, or the button is hidden (PEM texts may write line breaks as \n). */
const WALLET_ENV = {
  passTypeIdentifier: 'APPLE_WALLET_PASS_TYPE_ID',
  teamIdentifier: 'APPLE_WALLET_TEAM_ID',
  signerCert: 'APPLE_WALLET_CERTIFICATE',
  signerKey: 'APPLE_WALLET_KEY',
  wwdr: 'APPLE_WALLET_WWDR_CERTIFICATE',
} as const;

type WalletConfig = Record<keyof typeof WALLET_ENV, string> & { signerKeyPassphrase?: string };

function walletConfig(): WalletConfig | null {
  const entries = Object.entries(WALLET_ENV).map(([name, variable]) => [
    name,
    process.env[variable]?.trim().replace(/\\n/g, '\n') ?? '',
  ]);
  if (entries.some(([, value]) => !value)) return null;
  const passphrase = process.env.APPLE_WALLET_KEY_PASSPHRASE;
  return { ...Object.fromEntries(entries), ...(passphrase ? { signerKeyPassphrase: passphrase } : {}) } as WalletConfig;
}

/** Whether Apple Wallet passes are offered: every APPLE_WALLET_* variable but the passphrase is set. */
export const walletPassEnabled = (): boolean => walletConfig() !== null;

/** The pass's pictures, read once from public/brand (the pass requires an icon; the logo heads its front). */
const PICTURES = {
  'icon.png': 'wallet-icon.png',
  'icon@2x.png': 'wallet-icon@2x.png',
  'icon@3x.png': 'wallet-icon@3x.png',
  'logo.png': 'logo.png',
  'logo@2x.png': 'wallet-logo@2x.png',
};
let pictures: Promise<Record<string, Buffer>> | undefined;
const readPictures = () =>
  (pictures ??= Promise.all(
    Object.entries(PICTURES).map(
      async ([name, file]) => [name, await readFile(path.join(process.cwd(), 'public', 'brand', file))] as const,
    ),
  )
    .then(Object.fromEntries)
    .catch((error: unknown) => {
      pictures = undefined; // read again next time
      throw error;
    }));

/**
 * The Wallet pass of the card a link token opens, in `locale` (the card's own language when not given): a `.pkpass` archive (zip with pass.json, pictures,
 * manifest and a PKCS #7 signature by the configured certificate). Its QR code holds the card's Wallet credential
 * (signCardCredential with source 'wallet', no rotating code); it expires with the card (cardValidity).
 * @returns the archive's bytes, or null when passes are not configured, the token is forged, or the card is gone,
 *   revoked or past its last day.
 * @throws Error from passkit-generator when a configured certificate or key cannot be read.
 */
export async function walletPassFor(token: string, requested?: Locale): Promise<Buffer | null> {
  const config = walletConfig();
  const found = config ? await cardOfLink(token) : null;
  if (!config || !found?.usable) return null;
  const { card, validUntil } = found;
  const locale = requested ?? (isLocale(card.locale) ? card.locale : routing.defaultLocale);
  const t = translatorFor(locale);
  const format = formatterFor(locale);
  const offers = await memberOffers(prisma, locale);
  const day = (value: string) => format.dateTime(calendarDay(value), DAY);
  const { passTypeIdentifier, teamIdentifier, ...certificates } = config;
  const pass = new PKPass(await readPictures(), certificates, {
    formatVersion: 1,
    passTypeIdentifier,
    teamIdentifier,
    serialNumber: card.id,
    organizationName: siteConfig.name,
    description: t('MemberCard.title'),
    logoText: t('MemberCard.title'),
    backgroundColor: 'rgb(238, 247, 251)',
    foregroundColor: 'rgb(6, 56, 78)',
    labelColor: 'rgb(9, 90, 125)',
    sharingProhibited: true,
  });
  pass.type = 'generic';
  pass.primaryFields.push({ key: 'guest', label: t('MemberCard.title'), value: card.guestName });
  pass.secondaryFields.push(
    card.kind === 'owner'
      ? { key: 'stay', label: t('MemberCard.owner'), value: t('MemberCard.ownerUntil', { date: day(card.departure) }) }
      : { key: 'stay', label: t('MemberCard.wallet.stay'), value: `${day(card.arrival)} – ${day(card.departure)}` },
    { key: 'party', label: t('MemberCard.wallet.party'), value: t('MemberCard.party', { count: card.partySize }) },
  );
  pass.auxiliaryFields.push({ key: 'number', label: t('MemberCard.cardNumber'), value: cardNumber(card.id) });
  const tOffers = (key: string, values?: Record<string, string | number>) =>
    t(`MemberOffers.${key}` as never, values as never);
  pass.backFields.push(
    { key: 'card', label: t('MemberCard.wallet.liveCard'), value: cardUrl(card.id, locale) },
    ...offers.map((offer) => ({
      key: `offer-${offer.partnerId}`,
      label: offer.partnerName,
      value: [
        ...offer.lines,
        ...offerRuleSentences(offer.rules, tOffers, format, { owner: card.kind === 'owner' }),
      ].join('\n'),
    })),
  );
  pass.setBarcodes({
    format: 'PKBarcodeFormatQR',
    message: await signCardCredential(card, 'wallet'),
    messageEncoding: 'iso-8859-1',
    altText: cardNumber(card.id),
  });
  pass.setExpirationDate(validUntil);
  return pass.getAsBuffer();
}
