import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { EVIDENCE_TYPES, MAX_EVIDENCE_BYTES } from '#shared/claims.ts';
import { AppError, badRequest } from '#server/errors.ts';

export type Evidence = { fileName: string; mimeType: string; size: number; sha256: string; content: Buffer };
export type ClaimForm = { fields: Record<string, string | string[]>; letter: Evidence };

const TOO_LARGE = 'The refusal letter can be at most 10 MB.';
export const WRONG_TYPE = 'The refusal letter must be a PDF, JPEG, PNG or WebP file.';

/**
 * Reads the multipart claim form: text fields, and the refusal letter as the file part 'letter'.
 * The letter's type comes from its content (magic bytes), never from its name or the browser's
 * claim, and anything over 10 MB is refused while it streams in.
 */
export async function readClaimForm(request: FastifyRequest): Promise<ClaimForm> {
  if (!request.isMultipart())
    throw new AppError(415, 'Send the claim as a form with the refusal letter attached.', 'UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string[]> = {};
  let letter: { fileName: string; content: Buffer } | null = null;
  const errors = request.server.multipartErrors;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_EVIDENCE_BYTES, files: 1, fields: 40, fieldSize: 4000, parts: 41 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== 'letter') throw badRequest(`Unexpected file field '${part.fieldname}'.`);
        letter = { fileName: part.filename.slice(0, 200) || 'letter', content };
      } else {
        if (part.valueTruncated || part.fieldnameTruncated) throw badRequest('A form field is too long.');
        (fields[part.fieldname] ??= []).push(String(part.value));
      }
    }
  } catch (err) {
    if (err instanceof errors.RequestFileTooLargeError) throw new AppError(413, TOO_LARGE, 'FILE_TOO_LARGE');
    if (err instanceof errors.FilesLimitError) throw badRequest('Attach one refusal letter.');
    if (err instanceof errors.FieldsLimitError || err instanceof errors.PartsLimitError)
      throw badRequest('The form has too many fields.');
    if (err instanceof errors.PrototypeViolationError) throw badRequest('The form has a field that is not allowed.');
    if (err instanceof AppError) throw err;
    // Anything else the multipart reader throws means the body itself is broken: cut short, a
    // wrong boundary, bytes that are not a form.
    throw badRequest('The form could not be read: it was cut short or is not a valid form. Please try again.');
  }
  if (!letter || letter.content.length === 0) throw badRequest('Attach the refusal letter.', 'LETTER_REQUIRED');
  const type = await fileTypeFromBuffer(letter.content);
  if (!type || !(type.mime in EVIDENCE_TYPES)) throw badRequest(WRONG_TYPE, 'UNSUPPORTED_FILE_TYPE');
  return {
    // Every field but 'order' (which repeats, one per order) is a single value.
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'order' || v.length > 1 ? v : v[0]])),
    letter: {
      fileName: letter.fileName,
      mimeType: type.mime,
      size: letter.content.length,
      sha256: createHash('sha256').update(letter.content).digest('hex'),
      content: letter.content,
    },
  };
}
