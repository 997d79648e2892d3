import { skillPreview } from '../utils/user-list.js';

/** docs/spec/admin-side.md §9: the first 2 skills, then +N more. */
export function SkillChips({ skills }: { skills: string[] }) {
  const { visible, more } = skillPreview(skills);
  if (visible.length === 0) return <span className="text-slate-400">–</span>;
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {visible.map((skill) => (
        <li key={skill} className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
          {skill}
        </li>
      ))}
      {more > 0 && <li className="text-xs font-medium text-slate-500">+{more} more</li>}
    </ul>
  );
}
