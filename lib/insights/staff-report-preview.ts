import 'server-only';
import { requireStaff } from '@/lib/staff/auth/require-staff';
import { prisma } from '@/lib/db';
import { renderPartnerReport } from './monthly-report';
import { partnerReportFileName, partnerReportPdf } from '@/emails/partner-report-pdf';

/**
 * Staff preview of a partner's report for a month (docs/decisions/16-insights.md §4): the PDF or the e-mail's HTML exactly as the
 * monthly job would send them now, in the partner's report language. Checks the staff session itself.
 * @returns null when the partner does not exist. @throws UnauthorizedError without a live staff session.
 */
export async function previewPartnerReport(partnerId: number, month: string, format: 'pdf' | 'html') {
  await requireStaff();
  const partner = await prisma.partner.findUnique({
    where: { id: partnerId },
    select: { id: true, name: true, email: true, reportLocale: true },
  });
  if (!partner) return null;
  const report = await renderPartnerReport(prisma, partner, month);
  if (format === 'html') return { body: report.html, type: 'text/html; charset=utf-8', fileName: null };
  return {
    body: new Uint8Array(await partnerReportPdf(report.data, report.locale)),
    type: 'application/pdf',
    fileName: partnerReportFileName(month),
  };
}
