// The chat safety screen scored like a classifier (docs/chat-safety.md, "Figures"): prints the
// confusion table of each evaluation set, with every message the screen got wrong. Run with `npm run eval:chat-safety` (TypeScript from source through SWC, no build).
// The jest test services/api/src/modules/chat/safety/evaluate.spec.ts fails under the floors.
const path = require('node:path');

const safety = path.resolve(__dirname, '../../services/api/src/modules/chat/safety');
const { confusionTable, evaluate } = require(path.join(safety, 'evaluate.ts'));
const { SAFETY_TEST_SET } = require(path.join(safety, 'eval/safety-test-set.ts'));
const { SAFETY_TUNE_SET } = require(path.join(safety, 'eval/safety-tune-set.ts'));
const { SAFETY_FRESH_SET } = require(path.join(safety, 'eval/safety-fresh-set.ts'));
const { SAFETY_UNSEEN_SET } = require(path.join(safety, 'eval/safety-unseen-set.ts'));
const { SAFETY_BLIND_SET_A } = require(path.join(safety, 'eval/blind-a.ts'));
const { SAFETY_BLIND_SET_B } = require(path.join(safety, 'eval/blind-b.ts'));
const { SAFETY_BLIND_SET_C } = require(path.join(safety, 'eval/blind-c.ts'));
const { SAFETY_BLIND_SET_D } = require(path.join(safety, 'eval/blind-d.ts'));
const { SAFETY_BLIND_SET_E } = require(path.join(safety, 'eval/blind-e.ts'));
const { SAFETY_BLIND_SET_F } = require(path.join(safety, 'eval/blind-f.ts'));
const { SAFETY_BLIND_SET_G } = require(path.join(safety, 'eval/blind-g.ts'));
const { SAFETY_BLIND_SET_H } = require(path.join(safety, 'eval/blind-h.ts'));
const { SAFETY_BLIND_SET_I } = require(path.join(safety, 'eval/blind-i.ts'));
const { SAFETY_BLIND_SET_J } = require(path.join(safety, 'eval/blind-j.ts'));
const { SAFETY_BLIND_SET_K } = require(path.join(safety, 'eval/blind-k.ts'));
const { SAFETY_BLIND_SET_L } = require(path.join(safety, 'eval/blind-l.ts'));
const { SAFETY_BLIND_SET_M } = require(path.join(safety, 'eval/blind-m.ts'));
const { SAFETY_BLIND_SET_N } = require(path.join(safety, 'eval/blind-n.ts'));
const { SAFETY_BLIND_SET_O } = require(path.join(safety, 'eval/blind-o.ts'));
const { SAFETY_BLIND_SET_P } = require(path.join(safety, 'eval/blind-p.ts'));
const { SAFETY_BLIND_SET_Q } = require(path.join(safety, 'eval/blind-q.ts'));
const { SAFETY_BLIND_SET_R } = require(path.join(safety, 'eval/blind-r.ts'));
const { SAFETY_BLIND_SET_S } = require(path.join(safety, 'eval/blind-s.ts'));
const { SAFETY_BLIND_SET_T } = require(path.join(safety, 'eval/blind-t.ts'));
const { SAFETY_BLIND_SET_U } = require(path.join(safety, 'eval/blind-u.ts'));
const { SAFETY_BLIND_SET_V } = require(path.join(safety, 'eval/blind-v.ts'));
const { SAFETY_BLIND_SET_W } = require(path.join(safety, 'eval/blind-w.ts'));
const { SAFETY_BLIND_SET_X } = require(path.join(safety, 'eval/blind-x.ts'));
const { SAFETY_BLIND_SET_Y } = require(path.join(safety, 'eval/blind-y.ts'));
const { SAFETY_BLIND_SET_Z } = require(path.join(safety, 'eval/blind-z.ts'));
const { SAFETY_BLIND_SET_AA } = require(path.join(safety, 'eval/blind-aa.ts'));
const { SAFETY_BLIND_SET_AB } = require(path.join(safety, 'eval/blind-ab.ts'));
const { SAFETY_BLIND_SET_AC } = require(path.join(safety, 'eval/blind-ac.ts'));
const { SAFETY_BLIND_SET_AD } = require(path.join(safety, 'eval/blind-ad.ts'));
const { SAFETY_BLIND_SET_AE } = require(path.join(safety, 'eval/blind-ae.ts'));
const { SAFETY_BLIND_SET_AF } = require(path.join(safety, 'eval/blind-af.ts'));
const { SAFETY_BLIND_SET_AG } = require(path.join(safety, 'eval/blind-ag.ts'));
const { SAFETY_BLIND_SET_AH } = require(path.join(safety, 'eval/blind-ah.ts'));
const { SAFETY_BLIND_SET_AI } = require(path.join(safety, 'eval/blind-ai.ts'));
const { SAFETY_BLIND_SET_AJ } = require(path.join(safety, 'eval/blind-aj.ts'));
const { SAFETY_BLIND_SET_AK } = require(path.join(safety, 'eval/blind-ak.ts'));
const { SAFETY_BLIND_SET_AL } = require(path.join(safety, 'eval/blind-al.ts'));
const { SAFETY_BLIND_SET_AM } = require(path.join(safety, 'eval/blind-am.ts'));
const { SAFETY_BLIND_SET_AN } = require(path.join(safety, 'eval/blind-an.ts'));
const { SAFETY_BLIND_SET_AO } = require(path.join(safety, 'eval/blind-ao.ts'));
const { SAFETY_BLIND_SET_AP } = require(path.join(safety, 'eval/blind-ap.ts'));
const { SAFETY_BLIND_SET_AQ } = require(path.join(safety, 'eval/blind-aq.ts'));
const { SAFETY_BLIND_SET_AR } = require(path.join(safety, 'eval/blind-ar.ts'));
const { SAFETY_BLIND_SET_AS } = require(path.join(safety, 'eval/blind-as.ts'));
const { SAFETY_BLIND_SET_AT } = require(path.join(safety, 'eval/blind-at.ts'));
const { SAFETY_BLIND_SET_AU } = require(path.join(safety, 'eval/blind-au.ts'));
const { SAFETY_BLIND_SET_AV } = require(path.join(safety, 'eval/blind-av.ts'));
const { SAFETY_BLIND_SET_AW } = require(path.join(safety, 'eval/blind-aw.ts'));
const { SAFETY_BLIND_SET_AX } = require(path.join(safety, 'eval/blind-ax.ts'));
const { SAFETY_BLIND_SET_AY } = require(path.join(safety, 'eval/blind-ay.ts'));
const { SAFETY_BLIND_SET_AZ } = require(path.join(safety, 'eval/blind-az.ts'));
const { SAFETY_BLIND_SET_BA } = require(path.join(safety, 'eval/blind-ba.ts'));
const { SAFETY_BLIND_SET_BB } = require(path.join(safety, 'eval/blind-bb.ts'));
const { SAFETY_BLIND_SET_BC } = require(path.join(safety, 'eval/blind-bc.ts'));
const { SAFETY_BLIND_SET_BD } = require(path.join(safety, 'eval/blind-bd.ts'));
const { SAFETY_BLIND_SET_BE } = require(path.join(safety, 'eval/blind-be.ts'));
const { SAFETY_BLIND_SET_BF } = require(path.join(safety, 'eval/blind-bf.ts'));
const { SAFETY_BLIND_SET_BG } = require(path.join(safety, 'eval/blind-bg.ts'));
const { SAFETY_BLIND_SET_BH } = require(path.join(safety, 'eval/blind-bh.ts'));
const { SAFETY_BLIND_SET_BI } = require(path.join(safety, 'eval/blind-bi.ts'));
const { SAFETY_BLIND_SET_BJ } = require(path.join(safety, 'eval/blind-bj.ts'));
const { SAFETY_BLIND_SET_BK } = require(path.join(safety, 'eval/blind-bk.ts'));
const { SAFETY_BLIND_SET_BL } = require(path.join(safety, 'eval/blind-bl.ts'));
const { SAFETY_BLIND_SET_BM } = require(path.join(safety, 'eval/blind-bm.ts'));
const { SAFETY_BLIND_SET_BN } = require(path.join(safety, 'eval/blind-bn.ts'));
const { SAFETY_BLIND_SET_BO } = require(path.join(safety, 'eval/blind-bo.ts'));
const { SAFETY_BLIND_SET_BP } = require(path.join(safety, 'eval/blind-bp.ts'));
const { SAFETY_BLIND_SET_BQ } = require(path.join(safety, 'eval/blind-bq.ts'));
const { SAFETY_BLIND_SET_BR } = require(path.join(safety, 'eval/blind-br.ts'));
const { SAFETY_BLIND_SET_BS } = require(path.join(safety, 'eval/blind-bs.ts'));
const { SAFETY_BLIND_SET_BT } = require(path.join(safety, 'eval/blind-bt.ts'));
const { SAFETY_BLIND_SET_BU } = require(path.join(safety, 'eval/blind-bu.ts'));
const { SAFETY_BLIND_SET_BV } = require(path.join(safety, 'eval/blind-bv.ts'));
const { SAFETY_BLIND_SET_BW } = require(path.join(safety, 'eval/blind-bw.ts'));
const { SAFETY_BLIND_SET_BX } = require(path.join(safety, 'eval/blind-bx.ts'));
const { SAFETY_BLIND_SET_BY } = require(path.join(safety, 'eval/blind-by.ts'));
const { SAFETY_BLIND_SET_BZ } = require(path.join(safety, 'eval/blind-bz.ts'));
const { SAFETY_BLIND_SET_CA } = require(path.join(safety, 'eval/blind-ca.ts'));
const { SAFETY_BLIND_SET_CB } = require(path.join(safety, 'eval/blind-cb.ts'));
const { SAFETY_BLIND_SET_CC } = require(path.join(safety, 'eval/blind-cc.ts'));
const { SAFETY_BLIND_SET_CD } = require(path.join(safety, 'eval/blind-cd.ts'));
const { SAFETY_BLIND_SET_CE } = require(path.join(safety, 'eval/blind-ce.ts'));
const { SAFETY_BLIND_SET_CF } = require(path.join(safety, 'eval/blind-cf.ts'));
const { SAFETY_BLIND_SET_CG } = require(path.join(safety, 'eval/blind-cg.ts'));
const { SAFETY_BLIND_SET_CH } = require(path.join(safety, 'eval/blind-ch.ts'));
const { SAFETY_BLIND_SET_CI } = require(path.join(safety, 'eval/blind-ci.ts'));
const { SAFETY_BLIND_SET_CJ } = require(path.join(safety, 'eval/blind-cj.ts'));
const { SAFETY_BLIND_SET_CK } = require(path.join(safety, 'eval/blind-ck.ts'));
const { SAFETY_BLIND_SET_CL } = require(path.join(safety, 'eval/blind-cl.ts'));
const { SAFETY_BLIND_SET_CM } = require(path.join(safety, 'eval/blind-cm.ts'));
const { SAFETY_BLIND_SET_CN } = require(path.join(safety, 'eval/blind-cn.ts'));
const { SAFETY_BLIND_SET_CO } = require(path.join(safety, 'eval/blind-co.ts'));
const { SAFETY_BLIND_SET_CP } = require(path.join(safety, 'eval/blind-cp.ts'));
const { SAFETY_BLIND_SET_CQ } = require(path.join(safety, 'eval/blind-cq.ts'));
const { SAFETY_BLIND_SET_CR } = require(path.join(safety, 'eval/blind-cr.ts'));
const { SAFETY_BLIND_SET_CS } = require(path.join(safety, 'eval/blind-cs.ts'));
const { SAFETY_BLIND_SET_CT } = require(path.join(safety, 'eval/blind-ct.ts'));
const { SAFETY_BLIND_SET_CU } = require(path.join(safety, 'eval/blind-cu.ts'));
const { SAFETY_BLIND_SET_CV } = require(path.join(safety, 'eval/blind-cv.ts'));
const { SAFETY_BLIND_SET_CW } = require(path.join(safety, 'eval/blind-cw.ts'));
const { SAFETY_BLIND_SET_CX } = require(path.join(safety, 'eval/blind-cx.ts'));
const { SAFETY_TRAIN_EXTRA_3A } = require(path.join(safety, 'eval/train-extra-3a.ts'));
const { SAFETY_TRAIN_EXTRA_3B } = require(path.join(safety, 'eval/train-extra-3b.ts'));

// The fresh, unseen and blind A to AV sets were each held out until their first score (reported in
// docs/chat-safety.md); the rules changed after those first scores, so today's figures on them
// are no longer held-out figures.
for (const [name, set] of [
  ['Held-out test set', SAFETY_TEST_SET],
  ['Tune set', SAFETY_TUNE_SET],
  ['Fresh set (held out until its first score)', SAFETY_FRESH_SET],
  ['Unseen set (held out until its first score)', SAFETY_UNSEEN_SET],
  ['Blind set A (written by another author; held out until its first score)', SAFETY_BLIND_SET_A],
  ['Blind set B (written by another author; sealed until scored on 2026-11-26, see eval/blind-b.ts)', SAFETY_BLIND_SET_B],
  ['Blind set C (written by another author; sealed until scored on 2026-11-26, see eval/blind-c.ts)', SAFETY_BLIND_SET_C],
  ['Blind set D (written by another author; sealed until scored on 2026-11-26, see eval/blind-d.ts)', SAFETY_BLIND_SET_D],
  ['Blind set E (written by another author; sealed until scored on 2026-11-26, see eval/blind-e.ts)', SAFETY_BLIND_SET_E],
  ['Blind set F (written by another author; sealed until scored on 2026-11-26, see eval/blind-f.ts)', SAFETY_BLIND_SET_F],
  ['Blind set G (written by another author; sealed until scored on 2026-11-26, see eval/blind-g.ts)', SAFETY_BLIND_SET_G],
  ['Blind set H (written by another author; sealed until scored on 2026-11-26, see eval/blind-h.ts)', SAFETY_BLIND_SET_H],
  ['Blind set I (written by another author; sealed until scored on 2026-11-26, see eval/blind-i.ts)', SAFETY_BLIND_SET_I],
  ['Blind set J (written by another author; sealed until scored on 2026-11-26, see eval/blind-j.ts)', SAFETY_BLIND_SET_J],
  ['Blind set K (written by another author; sealed until scored on 2026-11-26, see eval/blind-k.ts)', SAFETY_BLIND_SET_K],
  ['Blind set L (written by another author; sealed until scored on 2026-11-26, see eval/blind-l.ts)', SAFETY_BLIND_SET_L],
  ['Blind set M (written by another author; sealed until scored on 2026-11-26, see eval/blind-m.ts)', SAFETY_BLIND_SET_M],
  ['Blind set N (written by another author; sealed until scored on 2026-11-26, see eval/blind-n.ts)', SAFETY_BLIND_SET_N],
  ['Blind set O (written by another author; sealed until scored on 2026-11-26, see eval/blind-o.ts)', SAFETY_BLIND_SET_O],
  ['Blind set P (written by another author; sealed until scored on 2026-11-26, see eval/blind-p.ts)', SAFETY_BLIND_SET_P],
  ['Blind set Q (written by another author; sealed until scored on 2026-11-26, see eval/blind-q.ts)', SAFETY_BLIND_SET_Q],
  ['Blind set R (written by another author; sealed until scored on 2026-11-26, see eval/blind-r.ts)', SAFETY_BLIND_SET_R],
  ['Blind set S (written by another author; sealed until scored on 2026-11-26, see eval/blind-s.ts)', SAFETY_BLIND_SET_S],
  ['Blind set T (written by another author; sealed until scored on 2026-11-26, see eval/blind-t.ts)', SAFETY_BLIND_SET_T],
  ['Blind set U (written by another author; sealed until scored on 2026-11-26, see eval/blind-u.ts)', SAFETY_BLIND_SET_U],
  ['Blind set V (written by another author; sealed until scored on 2026-11-26, see eval/blind-v.ts)', SAFETY_BLIND_SET_V],
  ['Blind set W (written by another author; sealed until scored on 2026-11-26, see eval/blind-w.ts)', SAFETY_BLIND_SET_W],
  ['Blind set X (written by another author; sealed until scored on 2026-11-26, see eval/blind-x.ts)', SAFETY_BLIND_SET_X],
  ['Blind set Y (written by another author; sealed until scored on 2026-11-26, see eval/blind-y.ts)', SAFETY_BLIND_SET_Y],
  ['Blind set Z (written by another author; sealed until scored on 2026-11-26, see eval/blind-z.ts)', SAFETY_BLIND_SET_Z],
  ['Blind set AA (written by another author; sealed until scored on 2026-11-26, see eval/blind-aa.ts)', SAFETY_BLIND_SET_AA],
  ['Blind set AB (written by another author; sealed until scored on 2026-11-26, see eval/blind-ab.ts)', SAFETY_BLIND_SET_AB],
  ['Blind set AC (written by another author; sealed until scored on 2026-11-26, see eval/blind-ac.ts)', SAFETY_BLIND_SET_AC],
  ['Blind set AD (written by another author; sealed until scored on 2026-11-26, see eval/blind-ad.ts)', SAFETY_BLIND_SET_AD],
  ['Blind set AE (written by another author; sealed until scored on 2026-11-26, see eval/blind-ae.ts)', SAFETY_BLIND_SET_AE],
  ['Blind set AF (written by another author; sealed until scored on 2026-11-26, see eval/blind-af.ts)', SAFETY_BLIND_SET_AF],
  ['Blind set AG (written by another author; sealed until scored on 2026-11-26, see eval/blind-ag.ts)', SAFETY_BLIND_SET_AG],
  ['Blind set AH (written by another author; sealed until scored on 2026-11-26, see eval/blind-ah.ts)', SAFETY_BLIND_SET_AH],
  ['Blind set AI (written by another author; sealed until scored on 2026-11-26, see eval/blind-ai.ts)', SAFETY_BLIND_SET_AI],
  ['Blind set AJ (written by another author; sealed until scored on 2026-11-26, see eval/blind-aj.ts)', SAFETY_BLIND_SET_AJ],
  ['Blind set AK (written by another author; sealed until scored on 2026-11-26, see eval/blind-ak.ts)', SAFETY_BLIND_SET_AK],
  ['Blind set AL (written by another author; sealed until scored on 2026-11-26, see eval/blind-al.ts)', SAFETY_BLIND_SET_AL],
  ['Blind set AM (written by another author; sealed until scored on 2026-11-26, see eval/blind-am.ts)', SAFETY_BLIND_SET_AM],
  ['Blind set AN (written by another author; sealed until scored on 2026-11-27, see eval/blind-an.ts)', SAFETY_BLIND_SET_AN],
  ['Blind set AO (written by another author; sealed until scored on 2026-11-27, see eval/blind-ao.ts)', SAFETY_BLIND_SET_AO],
  ['Blind set AP (written by another author; sealed until scored on 2026-11-27, see eval/blind-ap.ts)', SAFETY_BLIND_SET_AP],
  ['Blind set AQ (written by another author; sealed until scored on 2026-11-27, see eval/blind-aq.ts)', SAFETY_BLIND_SET_AQ],
  ['Blind set AR (written by another author; sealed until scored on 2026-11-27, see eval/blind-ar.ts)', SAFETY_BLIND_SET_AR],
  ['Blind set AS (written by another author; sealed until scored on 2026-11-27, see eval/blind-as.ts)', SAFETY_BLIND_SET_AS],
  ['Blind set AT (written by another author; sealed until scored on 2026-11-27, see eval/blind-at.ts)', SAFETY_BLIND_SET_AT],
  ['Blind set AU (written by another author; sealed until scored on 2026-11-27, see eval/blind-au.ts)', SAFETY_BLIND_SET_AU],
  ['Blind set AV (written by another author; sealed until scored on 2026-11-27, see eval/blind-av.ts)', SAFETY_BLIND_SET_AV],
  ['Blind set AW (written by another author; sealed until scored on 2026-11-27, see eval/blind-aw.ts)', SAFETY_BLIND_SET_AW],
  ['Blind set AX (written by another author; sealed until scored on 2026-11-27, see eval/blind-ax.ts)', SAFETY_BLIND_SET_AX],
  ['Blind set AY (written by another author; sealed until scored on 2026-11-27, see eval/blind-ay.ts)', SAFETY_BLIND_SET_AY],
  ['Blind set AZ (written by another author; sealed until scored on 2026-11-27, see eval/blind-az.ts)', SAFETY_BLIND_SET_AZ],
  ['Blind set BA (written by another author; sealed until scored on 2026-11-27, see eval/blind-ba.ts)', SAFETY_BLIND_SET_BA],
  ['Blind set BB (written by another author; sealed until scored on 2026-11-27, see eval/blind-bb.ts)', SAFETY_BLIND_SET_BB],
  ['Blind set BC (written by another author; sealed until scored on 2026-11-27, see eval/blind-bc.ts)', SAFETY_BLIND_SET_BC],
  ['Blind set BD (written by another author; sealed until scored on 2026-11-27, see eval/blind-bd.ts)', SAFETY_BLIND_SET_BD],
  ['Blind set BE (written by another author; sealed until scored on 2026-11-27, see eval/blind-be.ts)', SAFETY_BLIND_SET_BE],
  ['Blind set BF (written by another author; sealed until scored on 2026-11-27, see eval/blind-bf.ts)', SAFETY_BLIND_SET_BF],
  ['Blind set BG (written by another author; sealed until scored on 2026-11-27, see eval/blind-bg.ts)', SAFETY_BLIND_SET_BG],
  ['Blind set BH (written by another author; sealed until scored on 2026-11-27, see eval/blind-bh.ts)', SAFETY_BLIND_SET_BH],
  ['Blind set BI (written by another author; sealed until scored on 2026-11-27, see eval/blind-bi.ts)', SAFETY_BLIND_SET_BI],
  ['Blind set BJ (written by another author; sealed until scored on 2026-11-27, see eval/blind-bj.ts)', SAFETY_BLIND_SET_BJ],
  ['Blind set BK (written by another author; sealed until scored on 2026-11-27, see eval/blind-bk.ts)', SAFETY_BLIND_SET_BK],
  ['Blind set BL (written by another author; sealed until scored on 2026-11-27, see eval/blind-bl.ts)', SAFETY_BLIND_SET_BL],
  ['Blind set BM (written by another author; sealed until scored on 2026-11-27, see eval/blind-bm.ts)', SAFETY_BLIND_SET_BM],
  ['Blind set BN (written by another author; sealed until scored on 2026-11-27, see eval/blind-bn.ts)', SAFETY_BLIND_SET_BN],
  ['Blind set BO (written by another author; sealed until scored on 2026-11-27, see eval/blind-bo.ts)', SAFETY_BLIND_SET_BO],
  ['Blind set BP (written by another author; sealed until scored on 2026-11-27, see eval/blind-bp.ts)', SAFETY_BLIND_SET_BP],
  ['Blind set BQ (written by another author; sealed until scored on 2026-11-27, see eval/blind-bq.ts)', SAFETY_BLIND_SET_BQ],
  ['Blind set BR (written by another author; sealed until scored on 2026-11-27, see eval/blind-br.ts)', SAFETY_BLIND_SET_BR],
  ['Blind set BS (written by another author; sealed until scored on 2026-11-27, see eval/blind-bs.ts)', SAFETY_BLIND_SET_BS],
  ['Blind set BT (written by another author; sealed until scored on 2026-11-27, see eval/blind-bt.ts)', SAFETY_BLIND_SET_BT],
  ['Blind set BU (written by another author; sealed until scored on 2026-11-27, see eval/blind-bu.ts)', SAFETY_BLIND_SET_BU],
  ['Blind set BV (written by another author; sealed until scored on 2026-11-27, see eval/blind-bv.ts)', SAFETY_BLIND_SET_BV],
  ['Blind set BW (written by another author; sealed until scored on 2026-11-27, see eval/blind-bw.ts)', SAFETY_BLIND_SET_BW],
  ['Blind set BX (written by another author; sealed until scored on 2026-11-27, see eval/blind-bx.ts)', SAFETY_BLIND_SET_BX],
  ['Blind set BY (written by another author; sealed until scored on 2026-11-27, see eval/blind-by.ts)', SAFETY_BLIND_SET_BY],
  ['Blind set BZ (written by another author; sealed until scored on 2026-11-27, see eval/blind-bz.ts)', SAFETY_BLIND_SET_BZ],
  ['Blind set CA (written by another author; sealed until scored on 2026-11-27, see eval/blind-ca.ts)', SAFETY_BLIND_SET_CA],
  ['Blind set CB (written by another author; sealed until scored on 2026-11-27, see eval/blind-cb.ts)', SAFETY_BLIND_SET_CB],
  ['Blind set CC (written by another author; sealed until scored on 2026-11-27, see eval/blind-cc.ts)', SAFETY_BLIND_SET_CC],
  ['Blind set CD (written by another author; sealed until scored on 2026-11-27, see eval/blind-cd.ts)', SAFETY_BLIND_SET_CD],
  ['Blind set CE (written by another author; sealed until scored on 2026-11-27, see eval/blind-ce.ts)', SAFETY_BLIND_SET_CE],
  ['Blind set CF (written by another author; sealed until scored on 2026-11-27, see eval/blind-cf.ts)', SAFETY_BLIND_SET_CF],
  ['Blind set CG (written by another author; sealed until scored on 2026-11-27, see eval/blind-cg.ts)', SAFETY_BLIND_SET_CG],
  ['Blind set CH (written by another author; sealed until scored on 2026-11-27, see eval/blind-ch.ts)', SAFETY_BLIND_SET_CH],
  ['Blind set CI (written by another author; sealed until scored on 2026-11-27, see eval/blind-ci.ts)', SAFETY_BLIND_SET_CI],
  ['Blind set CJ (written by another author; sealed until scored on 2026-11-28, see eval/blind-cj.ts)', SAFETY_BLIND_SET_CJ],
  ['Blind set CK (written by another author; sealed until scored on 2026-11-28, see eval/blind-ck.ts)', SAFETY_BLIND_SET_CK],
  ['Blind set CL (written by another author; sealed until scored on 2026-11-28, see eval/blind-cl.ts)', SAFETY_BLIND_SET_CL],
  ['Blind set CM (written by another author; sealed until scored on 2026-11-28, see eval/blind-cm.ts)', SAFETY_BLIND_SET_CM],
  ['Blind set CN (written by another author; sealed until scored on 2026-11-28, see eval/blind-cn.ts)', SAFETY_BLIND_SET_CN],
  ['Blind set CO (written by another author; sealed until scored on 2026-11-28, see eval/blind-co.ts)', SAFETY_BLIND_SET_CO],
  ['Blind set CP (written by another author; sealed until scored on 2026-11-28, see eval/blind-cp.ts)', SAFETY_BLIND_SET_CP],
  ['Blind set CQ (written by another author; sealed until scored on 2026-11-28, see eval/blind-cq.ts)', SAFETY_BLIND_SET_CQ],
  ['Blind set CR (written by another author; sealed until scored on 2026-11-28, see eval/blind-cr.ts)', SAFETY_BLIND_SET_CR],
  ['Blind set CS (written by another author; sealed until scored on 2026-11-28, see eval/blind-cs.ts)', SAFETY_BLIND_SET_CS],
  ['Blind set CT (written by another author; sealed until scored on 2026-11-28, see eval/blind-ct.ts)', SAFETY_BLIND_SET_CT],
  ['Blind set CU (written by another author; sealed until scored on 2026-11-28, see eval/blind-cu.ts)', SAFETY_BLIND_SET_CU],
  ['Blind set CV (written by another author; sealed until scored on 2026-11-28, see eval/blind-cv.ts)', SAFETY_BLIND_SET_CV],
  ['Blind set CW (written by another author; sealed until scored on 2026-11-28, see eval/blind-cw.ts)', SAFETY_BLIND_SET_CW],
  ['Blind set CX (written by another author; sealed until scored on 2026-11-28, see eval/blind-cx.ts)', SAFETY_BLIND_SET_CX],
  [
    'Focused set 3A (prompt care, medicine changes and their look-alikes; never trained on, see eval/train-extra-3a.ts)',
    SAFETY_TRAIN_EXTRA_3A,
  ],
  [
    'Focused set 3B (crisis, emergencies, danger at home and their look-alikes; never trained on, see eval/train-extra-3b.ts)',
    SAFETY_TRAIN_EXTRA_3B,
  ],
]) {
  const started = process.hrtime.bigint();
  const evaluation = evaluate(set);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  console.log(`\n## ${name} (${set.length} messages, ${(ms / set.length).toFixed(1)} ms each)\n`);
  console.log(confusionTable(evaluation));
  for (const miss of evaluation.misses)
    console.log(`- missed: ${miss.expected} screened as ${miss.predicted}: ${JSON.stringify(miss.message)}`);
}
