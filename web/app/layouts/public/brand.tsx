import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

export function Brand() {
  const { platformName } = usePublicSettingsOrDefault();
  return (
    <Link to={paths.home.getHref()} className="flex min-w-0 items-center gap-2 rounded-lg">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-700 text-white">
        <GraduationCap aria-hidden="true" className="size-5" />
      </span>
      <span className="truncate text-lg font-bold tracking-tight text-slate-900">{platformName}</span>
    </Link>
  );
}
