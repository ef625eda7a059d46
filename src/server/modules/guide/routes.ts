import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assessReadiness } from '#domain/readiness/readiness.ts';
import { displayName } from '#shared/display-name.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import type { JobPool } from '#server/jobs/job-pool.ts';
import { packFileName } from '#server/pdf/application-pack.ts';
import { checkedCertificates } from '../application/online-form-routes.ts';
import { loadWorkspace } from '../application/load.ts';
import { assessUser } from '../family/lineage-service.ts';
import { toDomainMember } from '../family/members-service.ts';
import { listNameChanges } from '../family/name-changes-service.ts';
import { hasPaidPdfOrder } from '../payments/pdf-orders-service.ts';
import { contactFrom } from '../profile/contact.ts';
import { getProfile } from '../profile/service.ts';
import { budget } from '#server/plugins/budgets.ts';

/**
 * The pack is generated only for a user whose PDF order the server saw paid
 * (docs/decisions/043-the-pdf-pack-only-for-a-paid-order.md).
 */
export const guideRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobPool }> = async (app, { db, jobs }) => {
  app.post(
    '/api/generate-pdf',
    { onRequest: app.requireUser, ...budget(app, { perUser: 10, perAddress: 20, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const user = request.user!;
      if (!(await hasPaidPdfOrder(db, user.id))) {
        throw new AppError(
          402,
          'Buy the personalised PDF guide to download your application pack.',
          'PAYMENT_REQUIRED',
        );
      }
      const [{ assessment, members }, nameChanges, profile] = await Promise.all([
        assessUser(db, user.id),
        listNameChanges(db, user.id),
        getProfile(db, user.id),
      ]);
      if (members.length === 0) {
        throw new AppError(
          400,
          'Please add family members to your family tree before generating a PDF guide.',
          'NO_FAMILY_MEMBERS',
        );
      }
      const tree = members.map(toDomainMember);
      const readiness = assessReadiness(tree, assessment);
      if (!readiness.ready) {
        throw new AppError(
          422,
          `Your family tree is missing facts the pack needs: ${readiness.blocking.map((b) => b.message).join(' ')}`,
          'NOT_READY',
        );
      }
      const now = new Date();
      // The names as the checked certificates print them (docs/decisions/050-forenames-compared.md).
      const checked = checkedCertificates((await loadWorkspace(db, user.id)).view);
      const pdf = await jobs.renderPack(
        {
          members: tree,
          nameChanges,
          assessment,
          readiness,
          applicantEmail: user.email,
          contact: contactFrom(user.email, profile),
          accountName: displayName(user),
          generatedAt: now,
          checked,
        },
        user.id,
      );
      const surname = tree.find((m) => m.relationship === 'self')?.lastName;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${packFileName(surname, now)}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
