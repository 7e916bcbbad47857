import type { RedFlagCategory, RedFlagReason } from './red-flags';

/**
 * The fixed replies of the safety layer (docs/chat-safety.md, "What each reply says"). Each
 * red-flag reply opens with what to do, in its first sentence; none is a diagnosis. The sources
 * of every number and fact are listed in that document.
 */
const CALL_NOW = 'call 999 (UK), 911 (US) or 112 (EU) now for an ambulance';
const STILL_HERE = "I'm still here for your other questions whenever you're ready.";

export const CRISIS_REPLY = `Please reach out for support right now: in the US call or text 988 (the 988 Suicide & Crisis Lifeline), in the UK or Ireland call Samaritans free on 116 123, and if you might act on these thoughts or are in danger, call 999, 911 or 112 now.\n\nI'm really glad you told me, and I'm so sorry you're carrying this. You deserve support from a real person, and these lines are free, open day and night, and there to listen, not to judge. If you can, tell someone you trust how you're feeling and ask them to stay with you.\n\nYou're not a bother, and you don't have to go through this alone. I'm still here to talk with you, too.`;

const OVERDOSE_REPLY = `If you have taken too much of any medicine, please ${CALL_NOW}, or go to the nearest emergency department, even if you feel fine: some tablets harm the body hours later.\n\nIf you can, keep the packets with you to show the medical team. If these are thoughts of ending your life, you can also call or text 988 in the US, or call Samaritans free on 116 123 in the UK or Ireland, day or night. I'm really glad you told me, and I'm still here to talk with you.`;

const EMERGENCY = {
  heart: `Please ${CALL_NOW}: chest pain, pressure or tightness, or pain that spreads to your arm, jaw, neck or back, can be a sign of a heart attack and needs help straight away.\n\nStop and sit down while you wait, and ask someone to stay with you. Please don't drive yourself. It may turn out to be something minor, but with these signs it is always safer to be seen now. ${STILL_HERE}`,
  stroke: `Please ${CALL_NOW}: a face that droops, an arm or leg that is weak or numb, speech that is slurred or muddled, or sudden loss of sight can be signs of a stroke, and every minute matters.\n\nNote the time the signs started, and don't wait to see if they pass. Even if they fade, they still need checking today. ${STILL_HERE}`,
  breathing: `Please ${CALL_NOW}: sudden trouble breathing, or being too breathless to speak, needs help straight away.\n\nSit upright, loosen tight clothing, and ask someone to stay with you. Please don't wait to see if it settles. ${STILL_HERE}`,
  'coughing-blood': `Please get medical help now: if you are coughing up or vomiting a lot of blood, or you are also short of breath or have chest pain, ${CALL_NOW}. If it was a small amount and you feel well otherwise, contact your doctor or an urgent care service today.\n\nBlood that comes up from the chest or stomach always needs checking. ${STILL_HERE}`,
  'leg-clot': `Please get urgent medical help today: a leg that is swollen and painful, red or warm, often in the calf, can be a sign of a blood clot (DVT), so contact your doctor or an urgent care service now. If you are also short of breath or have chest pain, ${CALL_NOW}.\n\nA clot can be treated well when it is found early. Hormone medicines such as HRT tablets are one of the things a doctor will want to know about. ${STILL_HERE}`,
  swelling: `Please ${CALL_NOW}: swelling of the throat, tongue, lips or face, especially with trouble breathing or swallowing, can be a serious allergic reaction.\n\nIf you have an adrenaline auto-injector (like an EpiPen), use it as you were shown. Sit up if breathing is hard, or lie down with your legs raised if you feel faint. ${STILL_HERE}`,
  'heavy-bleeding': `Please ${CALL_NOW}, or go to the nearest emergency department: very heavy bleeding with feeling faint, dizzy, cold or clammy needs urgent care.\n\nLie down with your legs raised while you wait, and ask someone to stay with you. Please don't drive yourself. ${STILL_HERE}`,
  'emergency-signs': `Please ${CALL_NOW}, or go to the nearest emergency department: what you describe may need help straight away.\n\nAsk someone to stay with you if you can, and please don't drive yourself. It may turn out to be something minor, but it is always safer to be checked now. ${STILL_HERE}`,
  headache: `Please ${CALL_NOW}, or go to the nearest emergency department: a sudden, severe headache, like the worst you've ever had, needs checking straight away.\n\nMost headaches are not dangerous, but this kind should never wait. ${STILL_HERE}`,
  liver: `Please contact the doctor who prescribed your medicine today, straight away, or an urgent care service: yellow skin or yellow whites of the eyes can be a sign of a liver problem. If you also feel very unwell, confused or very drowsy, ${CALL_NOW}.\n\nFezolinetant (Veozah) can, rarely, cause serious liver injury. The US medicines regulator (FDA) tells people taking it to stop it and contact their prescriber at once if signs like these appear. If you take elinzanetant (Lynkuet), tell your prescriber about these signs straight away too. ${STILL_HERE}`,
} as const;

const PROMPT = {
  'bleeding-after-menopause': `Please book an appointment with your doctor (GP) soon and say it is bleeding after menopause: any bleeding or spotting after your periods have stopped for 12 months or more should always be checked, even if it is light or happens once.\n\nMost of the time the cause is not serious, but it is important to check early. In England, doctors refer people aged 55 or over with this kind of bleeding to a specialist urgently, which means being seen within 2 weeks. If the bleeding is heavy, or you feel faint or dizzy, please get urgent care now. ${STILL_HERE}`,
  'breast-lump': `Please book an appointment with your doctor (GP) soon to have it checked: a new lump in the breast or armpit, a change in the size, shape or skin of a breast (such as dimpling or puckering), a nipple that has turned inwards, a rash or crusting on a nipple, or fluid coming from a nipple should always be looked at.\n\nMost breast changes are not cancer, but they are easier to treat when they are found early. Your doctor will examine you and may send you to a breast clinic for tests. ${STILL_HERE}`,
  'bleeding-after-sex': `Please book an appointment with your doctor (GP) soon: bleeding after sex should always be checked, even if it is light.\n\nOften it is caused by something easy to treat, such as vaginal dryness after menopause, but a doctor needs to look to be sure. If you are bleeding heavily, or feel faint or dizzy, please get urgent care now. ${STILL_HERE}`,
  fainting: `Please contact your doctor or an urgent care service today: fainting or passing out should be checked to find out why it happened. If you hurt yourself, have chest pain, a racing or uneven heartbeat, trouble breathing, or don't feel back to normal, ${CALL_NOW}.\n\nUntil you've been seen, sit or lie down as soon as you feel lightheaded, and try not to be alone. ${STILL_HERE}`,
  'see-a-doctor-soon': `Please book an appointment with your doctor (GP) soon and tell them what you've noticed: any bleeding or spotting after menopause, bleeding after sex, and a new lump or change in a breast should always be checked, even if it is light or happens only once.\n\nMost of the time the cause is not serious, but it is important to check early. If you are bleeding heavily, or feel faint or dizzy, please get urgent care now. ${STILL_HERE}`,
  fever: `Please contact your doctor or an urgent care service today: a fever, high temperature or shaking chills is not a typical hot flash and can be a sign of an infection. If you feel very unwell, confused, or have trouble breathing, ${CALL_NOW}.\n\n${STILL_HERE}`,
} as const;

const HOME_SAFETY_REPLY = `If you are in danger right now, please call 999 (UK) or 911 (US); in the UK, if you can't speak, call 999 from a mobile and press 55 when asked. For support, you can call the free 24-hour National Domestic Abuse Helpline on 0808 2000 247 (UK), or the National Domestic Violence Hotline on 1-800-799-7233 or text START to 88788 (US).\n\nWhat is happening to you is not your fault, and you deserve to be safe. The helplines are confidential, and they can help you think through your options at your own pace, whether you want to stay or leave. If it's safer, use a phone or computer that no one else checks. ${STILL_HERE}`;

const MEDICINE_CHANGE_REPLY = `Please talk to the doctor who prescribed it, or a pharmacist, before you stop, start, swap or change any medicine: they can tell you if it is safe and how to do it.\n\nSome medicines cause problems when they are stopped suddenly. For example, stopping an antidepressant all at once can bring withdrawal symptoms such as dizziness, sleep problems or flu-like feelings, and stopping HRT can bring hot flushes back. If a doctor has already told you to stop or change a medicine, they or your pharmacist can explain why for you. A pharmacist can often answer quickly, without an appointment. ${STILL_HERE}`;

const SOMEONE_ELSES_REPLY = `Please don't take a medicine that was prescribed for someone else, or bought without a prescription: talk to your own doctor or a pharmacist first, and they can help you get what is right for you.\n\nA medicine that suits one person can be unsafe for another, depending on your health, your history and anything else you take. HRT, for example, is chosen and checked for each person. ${STILL_HERE}`;

/** The reply for each red flag, by its reason. */
export const RED_FLAG_REPLIES: Readonly<Record<RedFlagReason, string>> = {
  'suicidal-thoughts': CRISIS_REPLY,
  'self-harm': CRISIS_REPLY,
  overdose: OVERDOSE_REPLY,
  ...EMERGENCY,
  abuse: HOME_SAFETY_REPLY,
  ...PROMPT,
  change: MEDICINE_CHANGE_REPLY,
  'ask-before-changing': MEDICINE_CHANGE_REPLY,
  'someone-elses': SOMEONE_ELSES_REPLY,
};

/**
 * Opens an answer when an earlier message raised a red flag (a crisis, an emergency, danger at
 * home, something to have checked, a medicine change): what to do comes first, every time, and
 * the new question is then answered as usual.
 */
export const EARLIER_RED_FLAG_REMINDERS: Readonly<Partial<Record<RedFlagCategory, string>>> = {
  crisis:
    'If you are still having thoughts of ending your life or hurting yourself, please call or text 988 (US) or call Samaritans free on 116 123 (UK and Ireland) now, or 999, 911 or 112 if you are in danger.',
  emergency: `If the signs you told me about earlier are still there, please ${CALL_NOW}.`,
  'home-safety':
    'If you are in danger, please call 999 (UK) or 911 (US); the National Domestic Abuse Helpline (0808 2000 247, UK) and the National Domestic Violence Hotline (1-800-799-7233, US) are there for you any time.',
  'prompt-care':
    "If it hasn't been checked yet, please book an appointment with your doctor (GP) soon about what you told me earlier: bleeding after menopause, bleeding after sex and a new breast lump or change should always be checked.",
  'medicine-change':
    'About the medicine change you mentioned earlier: please check it with the doctor who prescribed it, or a pharmacist, before you stop, start, swap or change anything.',
};

export const INJECTION_REPLY = `I'm Auntie, and I stay the same helper whatever a message asks: I can't change my instructions, take on a different role, or share how I'm set up.\n\nWhat I can do is talk with you about perimenopause, menopause and midlife health, using our library. What's on your mind?`;

export const DOSING_REPLY = `Please ask a pharmacist or your doctor about amounts and doses: I can't suggest doses, or tell you to start, stop or change a medicine or supplement, because the right answer depends on your health, your history and anything else you take.\n\nPlease don't stop a prescribed medicine without talking to them first. It can help to write down your questions and what you've noticed before the appointment.`;

export const OFF_TOPIC_REPLY = `That's a little outside what I know about! I'm here for questions about perimenopause, menopause and feeling well in midlife: symptoms, sleep, mood, relationships, movement, food and more.\n\nIs there something along those lines I can help you with?`;

export const SMALL_TALK_REPLY = `It's lovely to hear from you. I'm here whenever you want to talk about perimenopause, menopause or midlife wellbeing. What's on your mind?`;

/** When a reply could not be made safe (it echoed its instructions, or nothing was left). */
export const FALLBACK_REPLY = `I'm sorry, I couldn't put together a good answer to that. Could you ask it another way? You can also browse our education library for plain-language guides on perimenopause and menopause.`;

/** Sent instead of a model's reply that gave a dose, a diagnosis or a link outside the library. */
export const MODEL_FALLBACK_REPLY = `I can't give you a safe, reliable answer to that here, so I've left it out. The guides below explain this topic in plain words, and a doctor, nurse or pharmacist can answer questions about your own health and medicines.`;

/** Added to grounded replies when no passage of the library names when to get help. */
export const CLINICIAN_POINTER =
  "If this is getting in the way of your daily life, or you're not sure what's behind it, it's worth talking it over with a doctor, nurse or pharmacist.";
