/** A member that install() can add to an otherwise conforming native class. */
type DetectPatch = 'URL.canParse' | 'URL.parse' | 'URL.prototype.toJSON' | 'URLSearchParams.prototype.size' | 'URLSearchParams.prototype.has' | 'URLSearchParams.prototype.delete';
interface Detection {
    /**
     * "missing": no URL or no URLSearchParams; "broken": present but failing a
     * probe (replace both); "ok": conforming, except perhaps for `patches`.
     */
    status: 'missing' | 'broken' | 'ok';
    /** For "missing" and "broken": which probe failed, for diagnostics. */
    reason: string | null;
    /** For "ok": the members to add (has/delete: the value argument). */
    patches: DetectPatch[];
}
/**
 * Probes `URLClass` and `URLSearchParamsClass` (by default the global ones)
 * for the engine bugs polyurl knows of. Never throws.
 */
declare function detect(URLClass?: unknown, URLSearchParamsClass?: unknown): Detection;

interface InstallOptions {
    /** Install polyurl's classes even over a conforming native URL. */
    force?: boolean;
    /** Where to install (default: the global object). */
    target?: object;
}
interface InstallResult {
    /** True when URL and URLSearchParams on the target are now polyurl's. */
    replaced: boolean;
    /** Why they were replaced ("force", or the failing probe); null when they were not. */
    reason: string | null;
    /** The members added to the native classes. */
    patched: DetectPatch[];
}
/**
 * Installs polyurl's `URL` and `URLSearchParams` on the global object (or
 * `options.target`) when `detect()` finds the native ones missing or broken
 * (or when `options.force` is set); otherwise adds only the members that the
 * native classes lack (`URL.canParse`, `URL.parse`, `toJSON`,
 * `URLSearchParams.prototype.size`, the value argument of `has`/`delete`).
 */
declare function install(options?: InstallOptions): InstallResult;

export { detect, install };
export type { DetectPatch, Detection, InstallOptions, InstallResult };
