import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answer, quizStep, stepBack, type Answer } from '#domain/eligibility/quiz.ts';
import type { PostedForm } from '#shared/page-data.ts';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { createEligibilityCheck } from '../modules/eligibility-checks/service.ts';

type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  posted: { form: PostedForm; status: number },
) => Promise<unknown>;

/** A form's fields: the last value of each name. */
const fields = (body: unknown): Record<string, string> =>
  body !== null && typeof body === 'object'
    ? Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

const isAnswer = (value: string | undefined): value is Answer => value === 'yes' || value === 'no';

/**
 * The answers after a posted question: the answers so far (`answers`, comma-separated) with the
 * button pressed (`answer`, or `back`). Null when they do not make a quiz in progress (a stale or
 * hand-made form).
 */
export function postedAnswers(form: Record<string, string>): Answer[] | null {
  const sofar = form.answers ? form.answers.split(',') : [];
  if (!sofar.every(isAnswer)) return null;
  try {
    if (quizStep(sofar).kind === 'result') return null;
    if (form.back !== undefined) return stepBack(sofar);
    return isAnswer(form.answer) ? answer(sofar, form.answer) : null;
  } catch {
    return null;
  }
}

/**
 * The public pages' forms, posted without JavaScript (decision 063): each renders its page with
 * the outcome. The origin check of every state-changing request (security.ts) applies to them as
 * to the API; form bodies are parsed only here, so the JSON API still refuses them.
 */
export async function pageForms(app: FastifyInstance, opts: { db: Db; sendPage: SendPage }) {
  const { db, sendPage } = opts;
  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2048 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    // The quiz, one question per post; the result is stored as POST /api/eligibility-checks stores it.
    forms.post(
      '/eligibility',
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const answers = postedAnswers(fields(request.body));
        if (!answers)
          return sendPage(request, reply, '/eligibility', { form: { form: 'eligibility', answers: [] }, status: 400 });
        if (quizStep(answers).kind === 'result') {
          const user = await app.sessionUser(request);
          const [q1, q2 = null, q3 = null, q4 = null] = answers;
          await createEligibilityCheck(db, { q1, q2, q3, q4 }, user?.id ?? null);
        }
        return sendPage(request, reply, '/eligibility', { form: { form: 'eligibility', answers }, status: 200 });
      },
    );

    // The sign-in link, with the API's checks and limits; the page says it was sent, or why not.
    forms.post('/login', async (request, reply) => {
      const email = fields(request.body).email?.trim() ?? '';
      try {
        if (!email) throw new AppError(400, 'Please enter your email address.', 'VALIDATION_ERROR');
        await app.requestMagicLink(request, email);
        return await sendPage(request, reply, '/login', {
          form: { form: 'sign-in', email, sent: true, error: null },
          status: 200,
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return sendPage(request, reply, '/login', {
          form: {
            form: 'sign-in',
            email,
            sent: false,
            error: { message: error.message, field: error.code === 'VALIDATION_ERROR' },
          },
          status: error.statusCode,
        });
      }
    });
  });
}
