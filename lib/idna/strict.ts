// Whether this build offers UTS #46's strict flags, CheckHyphens,
// UseSTD3ASCIIRules and VerifyDnsLength (the URL Standard's beStrict):
// polyurl's domainToASCII({ strict }) and diagnose()'s domain-to-ASCII
// validation error use them. In the compact builds the host parser, which
// never sets beStrict, is ToASCII's only caller: they carry
// lib/idna/strict.compact.ts (false) instead (scripts/variants.mjs),
// and the strict checks fold away in the minifier.
export const STRICT_FLAGS: boolean = true;
