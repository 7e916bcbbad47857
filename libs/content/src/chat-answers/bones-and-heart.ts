import { SOURCES as S } from './sources';
import type { ChatAnswerCard } from './types';

export const BONES_AND_HEART_CARDS: readonly ChatAnswerCard[] = [
  {
    id: 'bone-loss-menopause',
    area: 'bones-and-heart',
    examples: ['Does menopause affect my bones?', 'Why do women get osteoporosis?', 'Bone loss after menopause'],
    keywords: ['bones', 'bone', 'osteoporosis', 'bone loss', 'brittle', 'fracture', 'bone density', 'osteopenia', 'prevent', 'protect bones'],
    answer:
      'Bone loss speeds up in the years around menopause, because estrogen helps keep bones strong. This raises the risk of osteoporosis, where bones break more easily. Strength and impact exercise, enough calcium and vitamin D, not smoking and keeping alcohol low all help. Hormone therapy also protects bones while you take it. Its risks, such as blood clots or breast cancer, depend on the type and your health.',
    modules: ['bone-health-and-osteoporosis', 'calcium-vitamin-d-and-protein'],
    sources: [S.nhsOsteoporosis, S.ros],
  },
  {
    id: 'bone-density-scan',
    area: 'bones-and-heart',
    examples: ['Should I get a bone density scan?', 'When do women need a DEXA scan?', 'How do I know if my bones are thin?'],
    keywords: ['dexa', 'dxa', 'scan', 'bone density scan', 'bone test', 'screening', 'thin bones'],
    answer:
      'A DEXA scan measures bone density. In the US, screening is advised for women from 65, and earlier for women with risk factors such as early menopause, a past fracture, low body weight, smoking or steroid use. Your doctor may also use a risk tool that looks at your history. Ask about a scan if you have risk factors.',
    modules: ['bone-health-and-osteoporosis'],
    sources: [S.uspstfOsteoporosis, S.ros],
  },
  {
    id: 'osteoporosis-treatment',
    area: 'bones-and-heart',
    examples: ['I have been told I have osteopenia', 'What treatments are there for osteoporosis?', 'My scan showed low bone density'],
    keywords: ['osteopenia', 'osteoporosis treatment', 'bisphosphonates', 'alendronate', 'low bone density', 'diagnosed'],
    answer:
      'Osteopenia means your bones are thinner than average. It is a step before osteoporosis, not the same thing. Exercise, calcium, vitamin D and steps to avoid falls help at every stage. If you have osteoporosis, or a high chance of breaking a bone, there are medicines that lower that chance. Your doctor can explain your own risk and which choices suit you.',
    modules: ['bone-health-and-osteoporosis'],
    sources: [S.nhsOsteoporosis, S.ros],
  },
  {
    id: 'exercise-for-bones',
    area: 'bones-and-heart',
    examples: ['Best exercise for bone health', 'Does jumping help bones?', 'Exercise for osteoporosis'],
    keywords: ['bone exercise', 'impact', 'jumping', 'stomping', 'weight bearing', 'strong bones'],
    answer:
      'Bones get stronger when they are loaded, so strength training and impact exercise, such as brisk walking, stair climbing, jogging or small jumps, help most. Swimming and cycling are good for the heart but do little for bones. If you already have osteoporosis, ask a physical therapist which moves are safe for you. Balance exercises also cut your risk of falling.',
    modules: ['bone-health-and-osteoporosis', 'strength-training-basics'],
    sources: [S.ros],
  },
  {
    id: 'heart-risk-after-menopause',
    area: 'bones-and-heart',
    examples: ['Does menopause affect my heart?', 'Heart disease risk in women after 50', 'Why does heart risk go up after menopause?'],
    keywords: ['heart', 'heart disease', 'cardiovascular', 'heart risk', 'heart health', 'arteries'],
    answer:
      'After menopause, the risk of heart disease rises. Heart disease is the leading cause of death in women. Cholesterol and blood pressure often go up, and fat moves toward the middle. Regular activity, a healthy diet, not smoking and good sleep all protect your heart. Knowing your blood pressure, cholesterol and blood sugar numbers is a good start.',
    modules: ['heart-and-metabolic-health', 'eating-for-heart-health'],
    sources: [S.ahaMenopauseHeart],
  },
  {
    id: 'cholesterol-rising',
    area: 'bones-and-heart',
    examples: ['My cholesterol has gone up', 'High cholesterol after menopause', 'Should I take statins?'],
    keywords: ['cholesterol', 'ldl', 'statins', 'lipids', 'triglycerides', 'high cholesterol'],
    answer:
      'Cholesterol, especially LDL, the kind that clogs arteries, often rises around menopause. Diet, exercise and weight can bring it down a little. Whether you need a statin depends on your overall heart risk, not just one number. Your doctor can work out your risk and explain your options.',
    modules: ['heart-and-metabolic-health', 'eating-for-heart-health'],
    sources: [S.ahaMenopauseHeart],
  },
  {
    id: 'blood-pressure',
    area: 'bones-and-heart',
    examples: ['My blood pressure is higher since menopause', 'Does menopause raise blood pressure?', 'High blood pressure at 52'],
    keywords: ['blood pressure', 'hypertension', 'high bp', 'pressure'],
    answer:
      'Blood pressure often rises after menopause, and high blood pressure usually has no symptoms, so regular checks matter. Less salt, more activity, less alcohol and a healthy weight all help. If it stays high, medicine can bring it down and protect your heart and brain. Ask for a check at least once a year.',
    modules: ['heart-and-metabolic-health'],
    sources: [S.ahaMenopauseHeart],
  },
  {
    id: 'blood-sugar-diabetes',
    area: 'bones-and-heart',
    examples: ['Does menopause raise diabetes risk?', 'My blood sugar is creeping up', 'Prediabetes in midlife'],
    keywords: ['diabetes', 'blood sugar', 'prediabetes', 'insulin', 'insulin resistance', 'a1c', 'glucose'],
    answer:
      'The risk of type 2 diabetes rises in midlife, partly with weight gain around the middle. Regular activity, strength training, fiber-rich food and fewer sugary drinks help keep blood sugar steady. A simple blood test can check your levels. If you have prediabetes, changes now can often stop it from turning into diabetes.',
    modules: ['heart-and-metabolic-health', 'weight-and-body-composition'],
    sources: [S.ahaMenopauseHeart],
  },
];
