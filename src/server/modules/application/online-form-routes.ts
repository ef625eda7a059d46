import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCertificateKind } from '#domain/application/model.ts';
import { onlineForm, type CheckedCertificate } from '#domain/application/online-form.ts';
import type { WorkspaceView } from '#domain/application/workspace.ts';
import { answerSheet } from '#domain/documents/application-steps.ts';
import { fullName } from '#domain/eligibility/wording.ts';
import { onlineFormResponse } from '#shared/online-form.ts';
import type { Db } from '#server/db/client.ts';
import { AppError } from '#server/errors.ts';
import { contactFrom } from '../profile/contact.ts';
import { getProfile } from '../profile/service.ts';
import { loadWorkspace } from './load.ts';

/** The certificates marked Checked: what they print is what the form and the pack's answer sheet give. */
export function checkedCertificates(view: Pick<WorkspaceView, 'items'>): CheckedCertificate[] {
  return view.items.flatMap((item) =>
    item.status === 'checked' && item.check && isCertificateKind(item.kind)
      ? [{ memberId: item.memberId, kind: item.kind, check: item.check }]
      : [],
  );
}

/**
 * GET /api/application/online-form: the values to type into DFA's online form, from the tree,
 * the profile and the certificates the user has checked (issue 21 item 4).
 */
export const onlineFormRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/application/online-form',
    { onRequest: app.requireUser, schema: { response: { 200: onlineFormResponse } } },
    async (request, reply) => {
      const user = request.user!;
      const [loaded, profile] = await Promise.all([loadWorkspace(db, user.id), getProfile(db, user.id)]);
      const { view, tree } = loaded;
      if (!view.available || !view.route) {
        throw new AppError(
          409,
          view.message ?? 'Your family tree gives no route to the Foreign Births Register yet.',
          'NO_ROUTE',
        );
      }
      const checked = checkedCertificates(view);
      const sheet = answerSheet(tree.members, tree.nameChanges, tree.assessment, contactFrom(user.email, profile));
      void reply.header('cache-control', 'no-store');
      const personOf = (memberId: string | null) => {
        const member = memberId ? tree.members.find((m) => m.id === memberId) : undefined;
        return (member && fullName(member)) || null;
      };
      const sections = onlineForm(view.route, sheet, checked).map(({ memberId, ...section }) => ({
        ...section,
        person: personOf(memberId),
      }));
      return { sections };
    },
  );
};
