import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeContractSchema,
  createdInviteSchema,
  createInviteSchema,
  inviteCodeParamsSchema,
  invitePreviewSchema,
  partnerApi,
  partnerPageSchema,
  partnerPlayerParamsSchema,
  partnershipSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { requireViewer } from '../../http/access.js';
import * as service from './partnership.service.js';
import type { AlsoChanged } from './partnership.service.js';

/**
 * The pairing: the player's invite and contract, the invitee's answer, and either side's end.
 * The caller's own change is announced as every write's is (`announceChanges`); the other side's
 * is announced here, so their page, cached reads and open streams on every instance follow at once.
 */
export function partnershipRoutes({ db, changes }: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const announce = async <T>({ answer, alsoChanged }: AlsoChanged<T>): Promise<T> => {
      await changes.publish('user.changed', { userId: alsoChanged });
      return answer;
    };

    app.get(
      partnerApi.page.path,
      declared(partnerApi.page, {
        summary: 'My partner page: my partner or open invite with our log, and the players I hold',
        response: { 200: partnerPageSchema },
      }),
      (request) => service.partnerPage(db, requireViewer(request).userId),
    );

    app.post(
      partnerApi.invite.path,
      declared(partnerApi.invite, {
        summary: 'Invite a partner on a contract I grant (replaces my open invite; its code is shown once)',
        body: createInviteSchema,
        response: { 200: createdInviteSchema },
      }),
      (request) => service.createInvite(db, requireViewer(request).userId, request.body.contract),
    );

    app.delete(
      partnerApi.revokeInvite.path,
      declared(partnerApi.revokeInvite, {
        summary: 'Withdraw my open invite, so its link stops working',
        response: { 200: partnerPageSchema },
      }),
      (request) => service.revokeInvite(db, requireViewer(request).userId),
    );

    app.get(
      partnerApi.preview.path,
      declared(partnerApi.preview, {
        summary: 'Who invites me and what I could do as their partner',
        params: inviteCodeParamsSchema,
        response: { 200: invitePreviewSchema },
      }),
      (request) => service.previewInvite(db, request.params.code),
    );

    app.post(
      partnerApi.accept.path,
      declared(partnerApi.accept, {
        summary: "Become the inviting player's partner on the invite's contract (once)",
        params: inviteCodeParamsSchema,
        response: { 200: partnershipSchema },
      }),
      async (request) => announce(await service.acceptInvite(db, requireViewer(request).userId, request.params.code)),
    );

    app.post(
      partnerApi.decline.path,
      declared(partnerApi.decline, {
        summary: 'Turn an invite down (once); its link stops working',
        params: inviteCodeParamsSchema,
        response: { 200: partnerPageSchema },
      }),
      async (request) => announce(await service.declineInvite(db, requireViewer(request).userId, request.params.code)),
    );

    app.put(
      partnerApi.changeContract.path,
      declared(partnerApi.changeContract, {
        summary: 'Change what my partner may do, in force from their next request',
        body: changeContractSchema,
        response: { 200: partnershipSchema },
      }),
      async (request) => announce(await service.changeContract(db, requireViewer(request).userId, request.body.contract)),
    );

    app.post(
      partnerApi.endAsPlayer.path,
      declared(partnerApi.endAsPlayer, {
        summary: 'End my partnership at once; no consent needed',
        response: { 200: partnerPageSchema },
      }),
      async (request) => announce(await service.endAsPlayer(db, requireViewer(request).userId)),
    );

    app.post(
      partnerApi.endAsPartner.path,
      declared(partnerApi.endAsPartner, {
        summary: 'Stop being this player’s partner',
        params: partnerPlayerParamsSchema,
        response: { 200: partnerPageSchema },
      }),
      async (request) => announce(await service.endAsPartner(db, requireViewer(request).userId, request.params.playerId)),
    );
  };
}
