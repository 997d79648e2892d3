import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * A recommendation's reason in the pages' language. The server writes its reasons in English
 * (server/modules/recommendations/scoring.ts); the matched skills, interests and place inside them are
 * the student's and the listing's own words and stay as they are. A reason of another form is shown as
 * the server wrote it.
 */
export function reasonMessage(reason: string): MessageDescriptor | string {
  if (reason === 'Remote')
    return msg({ message: 'Remote', comment: 'a recommendation reason: the internship is remote' });
  if (reason === 'Remote: fits plans to study abroad') return msg`Remote: fits plans to study abroad`;
  const skills = valueAfter(reason, 'Matches your skills: ');
  if (skills !== null) return msg`Matches your skills: ${skills}`;
  const interests = valueAfter(reason, 'Matches your interests: ');
  if (interests !== null) return msg`Matches your interests: ${interests}`;
  const place = valueAfter(reason, 'In ');
  if (place !== null)
    return msg({ message: `In ${place}`, comment: 'a recommendation reason: the internship is in the student’s city' });
  return reason;
}

function valueAfter(reason: string, prefix: string): string | null {
  return reason.startsWith(prefix) && reason.length > prefix.length ? reason.slice(prefix.length) : null;
}
