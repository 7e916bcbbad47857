import type { UrgentReason } from './safety-rules';

/**
 * The fixed replies of the safety layer (docs/product.md, "Ask an Auntie"). Kind, plain, and
 * never a diagnosis: they say where to get help and how fast.
 */
const EMERGENCY_NUMBERS = 'call your local emergency number now (911 in the US, 999 in the UK, 112 in the EU)';

export const URGENT_REPLIES: Readonly<Record<UrgentReason, string>> = {
  'chest-pain': `I'm really glad you told me. Chest pain or pressure needs to be checked by a medical professional straight away, so please ${EMERGENCY_NUMBERS}, or ask someone nearby to call for you. Please don't drive yourself.\n\nI can't tell what is causing it, and it may turn out to be something minor, but with chest pain it is always safer to be seen today rather than wait. I'm here for your other questions once you're safe.`,
  stroke: `Please act on this now. A drooping face, weakness or numbness on one side, or slurred speech can be signs of a stroke, and fast treatment matters. Please ${EMERGENCY_NUMBERS}, and note the time the signs started.\n\nEven if the signs fade, it still needs checking today. I can't tell what is causing it, but it is always right to get help fast for these signs.`,
  'sudden-headache': `A sudden, severe headache, especially one that feels like the worst you've ever had, needs urgent medical care. Please ${EMERGENCY_NUMBERS}, or go to the nearest emergency department.\n\nI can't say what is causing it, and most headaches are not dangerous, but this kind should always be checked straight away.`,
  fainting: `I'm sorry, that sounds frightening. Fainting or passing out should be checked by a doctor. If you fainted and hurt yourself, have chest pain, a racing or uneven heartbeat, trouble breathing, or you don't feel back to normal, please ${EMERGENCY_NUMBERS}.\n\nOtherwise, please contact your doctor or an urgent care service today so they can find out why it happened.`,
  fever: `A fever with sweats or chills is not a typical hot flash, and it can be a sign of an infection. Please contact your doctor or an urgent care service today.\n\nIf you feel very unwell, confused, or have trouble breathing, please ${EMERGENCY_NUMBERS}.`,
  'bleeding-after-menopause': `Thank you for telling me. Any bleeding or spotting after your periods have stopped for 12 months or more should always be checked by a doctor, even if it is light or happens only once. Please book an appointment soon and say it is bleeding after menopause.\n\nMost of the time the cause is not serious, but it is important to check early. If the bleeding is heavy, or you feel faint or dizzy, please get urgent care now.`,
};

export const CRISIS_REPLY = `I'm so sorry you're feeling this way, and I'm really glad you told me. You deserve support right now, from a real person.\n\nPlease reach out to a crisis line today:\n- In the US, call or text 988 (the 988 Suicide & Crisis Lifeline).\n- In the UK and Ireland, call Samaritans free on 116 123.\n- Anywhere else, call your local emergency number or go to the nearest emergency department.\n\nIf you might act on these thoughts or are in danger now, please call your emergency number (911, 999 or 112). If you can, tell someone you trust how you're feeling, and let them stay with you. You don't have to go through this alone.`;

export const INJECTION_REPLY = `I'm Auntie, and I stay the same helper whatever a message asks: I can't change my instructions, take on a different role, or share how I'm set up.\n\nWhat I can do is talk with you about perimenopause, menopause and midlife health, using our library. What's on your mind?`;

export const DOSING_REPLY = `That's an important question, and it's one for a pharmacist or your doctor. I can't suggest doses, or tell you to start, stop or change a medicine or supplement, because the right answer depends on your health, your history and anything else you take.\n\nPlease don't stop a prescribed medicine without talking to them first. It can help to write down your questions and what you've noticed before the appointment.`;

export const OFF_TOPIC_REPLY = `That's a little outside what I know about! I'm here for questions about perimenopause, menopause and feeling well in midlife: symptoms, sleep, mood, relationships, movement, food and more.\n\nIs there something along those lines I can help you with?`;

export const SMALL_TALK_REPLY = `It's lovely to hear from you. I'm here whenever you want to talk about perimenopause, menopause or midlife wellbeing. What's on your mind?`;

/** When a reply could not be made safe (it echoed its instructions, or nothing was left). */
export const FALLBACK_REPLY = `I'm sorry, I couldn't put together a good answer to that. Could you ask it another way? You can also browse our education library for plain-language guides on perimenopause and menopause.`;

/** Added to grounded replies when no passage of the library names when to get help. */
export const CLINICIAN_POINTER =
  "If this is getting in the way of your daily life, or you're not sure what's behind it, it's worth talking it over with a doctor, nurse or pharmacist.";
