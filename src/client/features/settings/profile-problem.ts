/**
 * What a failed Save Changes has to tell the person. The picture goes up
 * through the REST door (upload-avatar.ts), whose refusal belongs under the
 * picture; everything else is read as any failed server call.
 */
import { type ServerProblem, serverProblem } from '../../lib/server-problem.ts';
import { AvatarUploadError } from './upload-avatar.ts';

export function profileProblem(error: unknown): ServerProblem {
  if (error instanceof AvatarUploadError) {
    return {
      message: error.message,
      code: null,
      fields: { avatar: error.message },
      requestId: null,
    };
  }
  return serverProblem(error);
}
