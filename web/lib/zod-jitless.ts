// zod (loaded with the form pages) decides on first use whether to compile its object parsers with
// `new Function`, by trying it; our CSP refuses eval, so every such page reported a violation. Its
// plain parsers are quick enough for a form. The setting goes where zod looks for it when it loads
// (`z.config({ jitless: true })` would need zod in the entry, which the public pages do without).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
