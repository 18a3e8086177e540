/** A member that install() can add to an otherwise conforming native class. */
type DetectPatch = 'URL.canParse' | 'URL.parse' | 'URL.prototype.toJSON' | 'URLSearchParams.prototype.size' | 'URLSearchParams.prototype.has' | 'URLSearchParams.prototype.delete';
/**
 * A difference between editions of the URL Standard that ordinary code never
 * meets: reported by detect(), and a reason to replace the class only for
 * `install({ strict: true })`.
 */
type DetectDivergence = 'opaque path trailing space';
interface Detection {
    /**
     * "missing": no URL or no URLSearchParams; "broken": present but with a
     * defect that breaks ordinary code (replace both); "ok": working, except
     * perhaps for `patches` (and the `divergences`, which replace nothing).
     */
    status: 'missing' | 'broken' | 'ok';
    /** For "missing" and "broken": which probe failed, for diagnostics. */
    reason: string | null;
    /** For "ok": the members to add (has/delete: the value argument). */
    patches: DetectPatch[];
    /** For "ok": where the native URL follows an older edition of the standard. */
    divergences: DetectDivergence[];
}
/**
 * Probes `URLClass` and `URLSearchParamsClass` (by default the global ones)
 * for the engine bugs polyurl knows of: `status` says whether a defect breaks
 * ordinary code, `patches` which newer members are missing, `divergences`
 * which older editions of the standard the native URL follows. Never throws.
 */
declare function detect(URLClass?: unknown, URLSearchParamsClass?: unknown): Detection;

interface InstallOptions {
    /** Install polyurl's classes even over a working native URL. */
    force?: boolean;
    /**
     * Also replace a working native URL that follows an older edition of the
     * standard (the `divergences` of detect()): every URL then parses as this
     * edition says, at the cost of the native class.
     */
    strict?: boolean;
    /** Where to install (default: the global object). */
    target?: object;
}
interface InstallResult {
    /** True when URL and URLSearchParams on the target are now polyurl's. */
    replaced: boolean;
    /** Why they were replaced ("force", "strict: …", or the failing probe); null when they were not. */
    reason: string | null;
    /** The members added to the native classes. */
    patched: DetectPatch[];
    /** The edition differences detect() found in the native URL (replaced only under `strict`). */
    divergences: DetectDivergence[];
    /** On replacement: the native statics kept on polyurl's classes ("URL.createObjectURL", …). */
    kept: string[];
    /** On replacement: the request-body senders taught polyurl's URLSearchParams ("fetch", …). */
    bodies: string[];
}
/**
 * Installs polyurl's `URL` and `URLSearchParams` on the global object (or
 * `options.target`) when `detect()` finds the native ones missing or broken
 * (or the native URL divergent and `options.strict` set, or `options.force`
 * set); otherwise adds only the members that the native classes lack
 * (`URL.canParse`, `URL.parse`, `toJSON`, `URLSearchParams.prototype.size`,
 * the value argument of `has`/`delete`). React Native's build replaces a
 * native URL that lacks any of these instead: its URL is JavaScript anyway.
 */
declare function install(options?: InstallOptions): InstallResult;

export { detect, install };
export type { DetectPatch, Detection, InstallOptions, InstallResult };
