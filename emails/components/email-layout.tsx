import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { siteConfig } from '@/lib/site-config';

const styles = {
  body: { backgroundColor: '#f1f5f9', fontFamily: 'Helvetica, Arial, sans-serif', color: '#0f172a' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', maxWidth: '600px', borderRadius: '8px' },
  header: { backgroundColor: '#0c4a6e', color: '#ffffff', padding: '20px 24px', borderRadius: '8px 8px 0 0' },
  brand: { fontSize: '20px', fontWeight: 700, margin: 0, color: '#ffffff' },
  tagline: { fontSize: '13px', margin: '4px 0 0', color: '#e0f2fe' },
  content: { padding: '8px 24px 16px' },
  footer: { fontSize: '12px', color: '#475569', padding: '0 24px 20px', lineHeight: '18px' },
};

/**
 * The company's header and footer around every e-mail (docs/decisions/05-mail-content-pages-inbox.md §1), in the
 * e-mail's language, with the subject as the inbox preview and the e-mail's heading (or `heading`, e.g. a greeting). E-mails to partners (`audience="partner"`) leave out what speaks to guests: the tagline and the
 * holiday booking link.
 */
export function EmailLayout({
  locale,
  subject,
  heading = subject,
  audience = 'guest',
  children,
}: {
  locale: Locale;
  subject: string;
  heading?: string;
  audience?: 'guest' | 'partner';
  children: ReactNode;
}) {
  const t = translatorFor(locale);
  return (
    <Html lang={locale}>
      <Head />
      <Preview>{subject}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Text style={styles.brand}>{siteConfig.name}</Text>
            {audience === 'guest' && <Text style={styles.tagline}>{t('Header.tagline')}</Text>}
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={{ fontSize: '22px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr />
          <Section style={styles.footer}>
            <Text style={{ margin: 0 }}>
              {t('EmailLayout.contact')}: <Link href={`mailto:${siteConfig.email}`}>{siteConfig.email}</Link> ·{' '}
              {siteConfig.phone} ({t('Header.phoneLabel')})
            </Text>
            <Text style={{ margin: '6px 0 0' }}>
              {audience === 'guest' && (
                <>
                  <Link href={siteConfig.bookHolidayUrl}>{t('Footer.bookHoliday')}</Link> ·{' '}
                </>
              )}
              <Link href={siteConfig.social.facebook}>Facebook</Link> ·{' '}
              <Link href={siteConfig.social.instagram}>Instagram</Link>
            </Text>
            <Text style={{ margin: '6px 0 0' }}>{t('EmailLayout.automatic')}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A label/value line used by every template. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Text style={{ margin: '4px 0', fontSize: '14px' }}>
      <strong>{label}:</strong> {value}
    </Text>
  );
}
