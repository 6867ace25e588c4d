/** The one look of every mail: a plain-text part and a simple, inline-styled HTML part (mail clients ignore CSS files). */
import type { Language } from '../../../shared/constants.js';

export interface MailContent {
  subject: string;
  /** Paragraphs, in order. */
  lines: string[];
  action?: { label: string; url: string };
  /** A code shown large (sign-in codes). */
  code?: string;
  footer: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/**
 * The subject opens both parts: a mail client's preview shows the store's own words first, never text a
 * user typed (a name in a greeting could read "Your account is locked, call…"; issue 9 §4).
 */
export function renderMail(language: Language, content: MailContent): { subject: string; text: string; html: string } {
  const text = [
    content.subject,
    ...content.lines,
    ...(content.code ? [content.code] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '—',
    content.footer,
  ].join('\n\n');
  const paragraphs = content.lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('');
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px">${escapeHtml(content.code)}</p>` : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#7c3aed;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`
    + '<body style="margin:0;background:#0b0f19;color:#e8ecf4;font-family:Inter,Arial,sans-serif;font-size:16px;line-height:1.5">'
    + '<div style="max-width:560px;margin:0 auto;padding:32px 24px">'
    + '<p style="margin:0 0 24px;font-size:20px;font-weight:700">Pixelkeys</p>'
    + `<h1 style="margin:0 0 16px;font-size:18px;font-weight:600">${escapeHtml(content.subject)}</h1>`
    + `${paragraphs}${code}${action}`
    + `<p style="margin:32px 0 0;color:#a3adc2;font-size:13px">${escapeHtml(content.footer)}</p>`
    + '</div></body></html>';
  return { subject: content.subject, text, html };
}
