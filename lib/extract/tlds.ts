// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-tlds.mjs: `npm run gen:tlds`.
// The ASCII top-level domains of 2 to 3 letters (464) from tlds@1.261.0 (the IANA root zone list).
// PAIRS: the two-letter ones as a bitmap over "aa".."zz", six bits per character
// (ABC… = 0, 1, 2…, lowest bit first); LONGER[k]: those of k + 3 letters, sorted and concatenated.
const PAIRS = '8l13u/cud79J/QYFASFAeAAXJA7n7XBANaAG49AQANAAdsC9BF4Tdz//XXySIAQAAxzjTFAAAAEARFf/nvzufqZQEQwVFCEACAEAAAAAQAACEAEAB';
const LONGER = [
  'aaaabbabcacoadsaegaflaiganzaolappartawsaxabarbbcbbtbcgbcnbetbidbiobizbmsbmwbomboobotboxbuybzhcabcalcamcarcatcbacbnceocfacfdcomcpacrsdaddayddsdevdhldiydnpdogdotdtvdvreatecoeduesqeusfanfitflyfoofoxfrlftrfunfyigalgapgaygdngeaglegmogmxgoogopgotgovhbohivhkthothowibmiceicuifmincinginkintistitvjcbjiojlljmpjnjjotjoykfhkiakimkpnkrdlatlawldsllcllplollplltdmanmapmbamedmenmilmitmlbmlsmmamoemoimommovmsdmtnmtrnabnbanecnetnewnflngonhknownranrwnttnycobioneongonloooorgottovhpaypetphdpidpinpncproprupubpwcredrenrilrioriprunrwesapsassbisbsscbsewsexsfrskiskysoyspasrlstctabtaxtcitdktelthdtjxtoptrvtuitvsubsunouolupsvetvigvinvipwedwinwmewowwtcwtfxinxxxxyzyouyunzip',
];
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Whether `label` (lowercase ASCII) is one of the top-level domains above. */
export function isTLD(label: string): boolean {
  if (label.length === 2) {
    const a = label.charCodeAt(0) - 97;
    const b = label.charCodeAt(1) - 97;
    const k = a * 26 + b;
    return a >= 0 && a < 26 && b >= 0 && b < 26 && ((DIGITS.indexOf(PAIRS.charAt(k / 6)) >> k % 6) & 1) === 1;
  }
  const row = LONGER[label.length - 3];
  if (row === undefined) return false;
  for (let k = row.indexOf(label); k >= 0; k = row.indexOf(label, k + 1)) if (k % label.length === 0) return true;
  return false;
}
