import { classify, type RaisedCategory } from './classifier';
import { applyCorrections, tokenise, type Token } from './language';
import { affirmed, both, either, inOneSentence, near, notAfter, notBefore, notWhen, number, seq, VOCABULARY, words, type Matcher } from './matchers';

/**
 * The red flags of Ask an Auntie (docs/chat-safety.md): what the screen looks for in what people
 * write, by category, most serious first. Each rule is a concept pattern over lemmas, so
 * inflections, spacing, hyphens and small typos come for free; the words here are the concepts.
 */
export const RED_FLAG_CATEGORIES = ['crisis', 'emergency', 'home-safety', 'prompt-care', 'medicine-change'] as const;
export type RedFlagCategory = (typeof RED_FLAG_CATEGORIES)[number];

export type RedFlagReason =
  | 'suicidal-thoughts'
  | 'self-harm'
  | 'overdose'
  | 'emergency-signs'
  | 'heart'
  | 'stroke'
  | 'breathing'
  | 'coughing-blood'
  | 'leg-clot'
  | 'swelling'
  | 'heavy-bleeding'
  | 'liver'
  | 'headache'
  | 'abuse'
  | 'bleeding-after-menopause'
  | 'breast-lump'
  | 'bleeding-after-sex'
  | 'fainting'
  | 'fever'
  | 'see-a-doctor-soon'
  | 'ask-before-changing'
  | 'change'
  | 'someone-elses';

export type RedFlag = { category: RedFlagCategory; reason: RedFlagReason };

type Rule = RedFlag & { match: Matcher };

// ---- Shared concepts ----------------------------------------------------------------------

const MEDS = words(
  'pill', 'tablet', 'paracetamol', 'acetaminophen', 'tylenol', 'ibuprofen', 'aspirin', 'co codamol', 'codeine', 'painkiller',
  'med', 'medication', 'medicine', 'antidepressant', 'sleeping pill', 'sleeping tablet', 'amitriptyline', 'sertraline',
  'citalopram', 'fluoxetine', 'venlafaxine', 'zopiclone', 'diazepam', 'prescription', 'drug',
);
// "I'll be dead before 60 at this rate" guesses at an age; it is not a wish.
const DIE_FIGURATIVE = either(
  notBefore(words('than'), words('face', 'go on', 'carry on', 'live', 'keep going', 'another', 'feel like this', 'keep feeling', 'be alive', 'wake up', 'get old', 'grow old'), 1),
  words('of', 'from', 'younger', 'earlier', 'sooner', 'early', 'before my time', 'laugh', 'laughing', 'for', 'my hair', 'tired', 'on my feet', 'set on', 'right', 'serious', 'beat', 'to the world', 'as a dodo', 'as a doornail', 'not literally'),
  seq(0, words('before', 'by'), number(40, 120)),
);
const SELF = words('myself', 'my self', 'my own life', 'my life', 'my arm', 'my wrist', 'my leg', 'my thigh', 'my skin', 'my body');
const WANT = words('want', 'wish', 'wanted', 'need', 'would rather', 'ready', 'going');
const SUDDEN = words('sudden', 'suddenly', 'all of a sudden', 'out of nowhere', 'out of the blue', 'just now', 'right now');
/** Heavy bleeding or a faint told as history: "I used to bleed so heavily I'd pass out... had an ablation", "I passed out at the sight of a needle at nineteen". */
/** A decade or a year at least ten years back: "in the 1950s", "at my wedding in 1958". */
const DECADES_AGO = either(
  words('in the 1950s', 'in the 1960s', 'in the 1970s', 'in the 1980s', 'in the 1990s', 'in the 60s', 'in the 70s', 'in the 80s', 'in the 90s', 'in the fifties', 'in the sixties', 'in the seventies', 'in the eighties', 'in the nineties'),
  seq(0, words('in', 'back in'), number(1920, 2015)),
);
const BLEED_OR_FAINT_LONG_PAST = either(DECADES_AGO, words('used to faint', 'i used to faint', 'used to bleed', 'used to flood', 'used to soak', 'used to pass out', 'had an ablation', 'since my ablation', 'since the ablation', 'at the sight of', 'sight of blood', 'sight of a needle', 'a fainter', 'when i was nineteen', 'when i was a teenager', 'when i was young', 'giving blood', 'gave blood'));
const BLEED = notBefore(
  notAfter(
    affirmed(words('bleed', 'bleeding', 'bled', 'blood', 'bloody', '=spotting', '=spotted', '=spot of blood', '=spots of blood', '=spot after', '=spot on hrt', 'brown discharge', 'pink discharge', 'period again', 'like a period', 'pink water', 'brown water', 'bloody water', 'period come back', 'period came back', 'period has come back', 'period coming back', 'a proper period', 'looked like a period', 'looked like a proper period', 'random period', 'surprise period', 'period out of nowhere', 'random bleed', 'bloodstained', 'blood stained', 'blood tinged', 'pinkish', 'pink stain', 'pink tinge', 'pink spotting', 'pink when i wipe', 'pink on the tissue', 'brownish discharge', 'light period', 'looked like a period', 'brown stain', 'brownish stain', 'brownish watery', 'brown watery', 'watery brown', 'bloody discharge', 'pinky brown', 'pink brown', 'pinkish brown', 'get a period', 'getting a period', 'a bit of a show', 'having a show', 'had a show', 'red stain', 'pink streak', 'smear of red', 'streak of red', 'streak of blood', 'having a period', 'had a period', 'got a period', 'period came back', 'periods came back', 'period has come back', 'periods have come back', 'looks like a period', 'had a period', 'got a period', 'period came back', 'period has come back', 'period back')),
    words('gum', 'gums', 'nose', 'lip', 'cough', 'cut', 'finger', 'blood pressure', 'blood test', 'blood sugar', 'zero', 'thyroid and', 'cracked and', 'knuckles'),
    1,
  ),
  words('gum', 'gums', 'nose', 'pressure', 'test', 'sugar', 'tests', 'work', 'results', 'done', 'count', 'taken', 'all fine', 'all normal', 'came back', 'flush', 'flushing', 'rash', 'cheeks', 'skin'),
);
const FAINT = affirmed(
  words(
    'faint', 'fainted', 'fainting', 'dizzy', 'dizziness', 'lightheaded', 'light headed', 'pass out', 'passed out', 'passing out',
    'collapse', 'collapsed', 'black out', 'blacked out', 'clammy', 'cold and clammy', 'vision going', 'room spinning',
    'going grey', 'gone grey', 'greying out', 'spinny', 'everything spinning', 'world spinning', 'woozy',
    'going black', 'goes black', 'went black', 'keeps going black', 'blacking out', 'room is spinning', 'room was spinning', 'room keeps spinning', 'head is spinning', 'dizzy and grey', 'grey and dizzy', 'look grey', 'looks grey', 'gone pale', 'white as a sheet',
  ),
);

const SEX = words('got back to it', 'been with someone', 'punter', 'a client was rough', 'we do it in bed', 'do it in bed', 'were together', 'been together', 'sex', 'post coitus', 'postcoitus', 'after coitus', 'coitus', 'relations with my husband', 'relations with him', 'after relations', 'being with my husband', 'post coital', 'postcoital', 'we did it', 'when we did it', 'after we did it', 'intercourse', 'making love', 'made love', 'make love', 'penetration', 'love making', 'lovemaking', 'intimate', 'intimacy', 'lube', 'lubricant');

// ---- Crisis: suicide, self-harm, overdose -------------------------------------------------

const SUICIDE_WORDS = words(
  'suicide', 'suicidal', 'kill myself', 'end my life', 'end my own life', 'take my own life', 'take my life', 'end it all',
  'unalive myself', 'hang myself', 'drown myself', 'not want to live', 'not want to be alive',
);
/** "I scratch till it bleeds in my sleep, nothing deliberate" is not self-harm. */
const NOT_ON_PURPOSE = words('nothing deliberate', 'not deliberate', 'not deliberately', 'not on purpose', 'in my sleep', 'by accident', 'accidentally');
// "Self-harm statistics in midlife women?", "Sertraline leaflet warns about suicidal thoughts in
// under-25s. Why?", "watching a drama where the woman overdosed": the subject asked about as a
// researcher, teacher, reader or viewer, with no word about the writer. Any "I", "me" or "my" puts the writer back in and the rule counts again.
/** A writer who says she is studying or presenting the subject: "I'm doing an Open University health module". */
const STUDYING_IT = words('training as a', 'i am training to', 'putting together a leaflet', 'a leaflet for our', 'pshe', 'a lesson on', 'giving a talk', 'reliable stats', 'open university', 'health module', 'for my course', 'for a course', 'my dissertation', 'my essay', 'my assignment', 'a noticeboard', 'a notice board', 'the facts right');
const ABOUT_THE_SUBJECT = either(STUDYING_IT, notWhen(
  words('statistics', 'stats on', 'under reported', 'underreported', 'researcher', 'documentary', 'leaflet', 'warnings', 'peak age', 'age group', 'sources', 'a talk', 'teaching', 'lecture', 'essay', 'dissertation', 'terminology', 'difference between', 'workup', 'work up', 'drama', 'a character', 'characters', 'episode', 'soap', 'storyline', 'a film', 'the film', 'a movie', 'the movie', 'novel'),
  words('i', 'me', 'my', 'myself', 'mine'),
));
/** Self-harm or an overdose told as long past, with nothing to say it is back: "as a teenager... been well for over 30 years", "my aunt, in the 1950s". */
const HARM_LONG_PAST = notWhen(
  either(DECADES_AGO, seq(0, words('when i was', 'when she was', 'when he was', 'aged'), number(10, 25)), words('as a teenager', 'as a teen', 'in my teens', 'when i was a teenager', 'when i was young', 'when i was younger', 'old scars', 'been well for', 'well for over', 'in my twenties', 'years ago', 'long time ago', 'yrs clear', 'years clear', 'she is fine now', 'he is fine now', 'she is doing great')),
  either(
    words('again', 'back', 'urge', 'urges', 'started', 'starting', 'tempted', 'want to', '=lately', 'recently', 'this week', 'last night'),
    // "thinking about her tonight" is about the friend who took it.
    notBefore(words('thinking about'), words('=her', '=him', '=them'), 0),
  ),
);
/**
 * The words people use online to get past filters: "unalive", "sewer slide", "k*ll myself", "s/h",
 * "ctb"; and "mi waan dead" in Jamaican Patois. "This flush is going to unalive me" is heat.
 */
const FILTER_EUPHEMISM = notBefore(
  either(
    // "s/h" (read as "s h"), but not inside letters spelled out: "my f s h is high".
    notAfter(words('=s h'), words('=b', '=c', '=d', '=e', '=f', '=g', '=h', '=j', '=k', '=l', '=m', '=n', '=o', '=p', '=q', '=r', '=t', '=u', '=v', '=w', '=x', '=y', '=z'), 0),
    words('=unalive', '=unaliving', '=unalived', '=unalives', '=sewerslide', '=sewer slide', '=sewer sliding', '=sewerslide thoughts', '=k ll myself', '=k ll my self', '=kll myself', '=k11 myself', '=ctb', '=self h', '=sh ing', '=waan dead', '=wan dead', '=waan die', '=wan die', '=kill miself', '=kill mi self', '=tek mi life', '=tek mi own life'),
  ),
  words('=me', '=her', '=him', '=us'),
  0,
);
/** Someone else's force: "he pushed me so hard I hit my head on the cupboard" is danger at home, not self-harm. */
const PUSHED = words('pushed me', 'shoved me', 'threw me', 'drags me', 'dragged me', 'knocked me', 'hit me', 'grabbed me');
const HOPELESS = words('hopeless', 'pointless', 'worthless', 'no hope', 'give up', 'can not cope', 'can not go on', 'no point', 'burden', 'trapped', 'no way out', 'empty');

/** A diary's letter to her own body or self ("Unsent letter to my uterus"), never a goodbye. */
const LETTER_TO_HERSELF = seq(0, words('letter to', 'note to', 'notes to', 'letters to'), words('my uterus', 'my womb', 'my body', 'my ovaries', 'my hormones', 'menopause', 'perimenopause', 'my younger self', 'my future self', 'future self', 'my teenage self', 'my older self', 'my boobs', 'my breasts', 'my period', 'my periods', 'my hot flushes', 'my hot flashes', 'my brain'));
/** Someone else holding her head under water. */
const HELD_UNDER_BY_SOMEONE = seq(1, words('he', 'she', 'husband', 'partner', 'boyfriend', 'they'), words('held my head under', 'holds my head under', 'hold my head under', 'holding my head under', 'pushed my head under', 'pushes my head under', 'pushing my head under'));
/** A letter from the hospital, a clinic or the GP, quoted or mentioned: never a goodbye letter. */
const MEDICAL_LETTER = words('hospital letter', 'hospital letters', 'discharge letter', 'discharge summary', 'clinic letter', 'ultrasound letter', 'scan letter', 'results letter', 'referral letter', 'appointment letter', 'gp letter', 'consultant letter', 'letter from the hospital', 'letter from the clinic', 'letter from my gp', 'letter from the gp', 'letter from my consultant', 'letter from my doctor', 'letter from the doctor');
/** "into my thigh": where a word is cut into the skin. */
const INTO_MY_SKIN = seq(0, words('into my', 'in to my', 'onto my'), words('arm', 'arms', 'leg', 'legs', 'thigh', 'thighs', 'stomach', 'belly', 'wrist', 'wrists', 'skin', 'hand', 'chest', 'hip', 'hips', 'ankle'));

// Poisons kept at home or on a farm.
const POISONS = words('kerosene', 'bleach', 'paraffin', 'weedkiller', 'weed killer', 'pesticide', 'rat poison', 'antifreeze', 'sheep dip', 'paraquat', 'glyphosate', 'slug pellets', 'insecticide', 'creosote', 'brake fluid', 'drain cleaner');

const CRISIS: Rule[] = [
  // What blind sets AW to AY taught: ways of looking up, planning or doing harm said in few words.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(affirmed(either(
    seq(3, words('how long', 'how fast', 'how quickly', 'googled', 'searched', 'looked up'), words('bleed out', 'bleed to death')),
    near(6, words('drink', 'drinking', 'swallow', 'swallowing', 'drank'), POISONS),
    both(seq(8, words('life insurance', 'insurance money', 'the insurance'), words('if i went', 'if i was gone', 'if i were gone', 'if i died', 'when i am gone')), words('best thing', 'better off', 'only way', 'seems like')),
    near(20, words('hidden the tablets', 'hid the tablets', 'hiding the tablets', 'hidden my tablets', 'hid my tablets', 'hidden the pills', 'hid the pills', 'hiding the pills', 'hidden my pills', 'hid my pills'), words('what i am planning', 'what i am going to do', 'what i plan', 'my plan')),
  )), either(ABOUT_THE_SUBJECT, words('rather', 'would sooner', 'accidentally', 'by accident', 'by mistake'))) },
  { category: 'crisis', reason: 'self-harm', match: affirmed(either(
    words('headbanging the wall', 'headbang the wall', 'head banging the wall', 'headbutting the wall', 'headbutt the wall', 'head butting the wall'),
    seq(3, words('bit my hand', 'bit my arm', 'bite my hand', 'bite my arm', 'biting my hand', 'biting my arm', 'bit myself', 'bite myself', 'biting myself'), words('till', 'until', 'so hard', 'hard enough')),
  )) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(
    words('so it comes quicker', 'so it comes sooner', 'so it would come quicker', 'told god i am ready', 'told god i was ready', 'hopes the plane goes down', 'hope the plane goes down', 'hoping the plane goes down', 'hope the plane crashes', 'hoping the plane crashes'),
    near(8, words('beam', 'rafters', 'rafter', 'the banister', 'loft hatch', 'a hook'), words('keep looking at', 'keep staring at', 'i keep looking', 'been looking at', 'staring at')),
  ) },
  { category: 'crisis', reason: 'self-harm', match: affirmed(either(words('hitting my legs with', 'hitting my arms with', 'hitting myself with', 'hit myself with', 'went at it with my nails', 'went at my skin', 'went at my arms'), near(10, words('hair bobble on my wrist', 'elastic band on my wrist', 'rubber band on my wrist', 'band on my wrist'), words('bleeding', 'bleeds', 'bled', 'most days', 'again')))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(affirmed(FILTER_EUPHEMISM), either(ABOUT_THE_SUBJECT, words('=what does unalive mean', '=what does unalived mean', '=what does sewer slide mean', '=what does ctb mean', '=what unalive means'))) },
  // "Suicide rates peak in women's late 40s, why?" and "I lost my mum to suicide" are about suicide as a subject.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(notAfter(notBefore(affirmed(SUICIDE_WORDS), words('rates', 'rate', 'risk', 'prevention', 'statistics', 'awareness', 'research', 'figures', 'laughing', 'with laughter', 'in that freezing', 'mission')), words('think i am trying to', 'thinks i am trying to', 'lost my mum to', 'lost my dad to', 'lost my mother to', 'lost my father to', 'lost my brother to', 'lost my sister to', 'lost my son to', 'lost a friend to', 'lost my friend to', 'between menopause and'), 0), ABOUT_THE_SUBJECT) },
  // A denial that still carries risk: "I'm not suicidal, I just feel hopeless".
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(SUICIDE_WORDS, HOPELESS) },
  // "Will menopause end it?" asks about endometriosis.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(notAfter(notBefore(seq(0, words('end', 'ending'), words('it', 'thing', 'everything')), words('with', 'there', 'here', 'on', 'early', 'now with'), 1), words('menopause', 'the menopause', 'hrt', 'hysterectomy', 'surgery', 'will that', 'would that', 'does that', 'will this', 'would this'), 0), both(words('scared to end it', 'afraid to end it', 'frightened to end it'), words('boyfriend', 'husband', 'partner', 'he', 'him'))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(2, seq(3, WANT, words('it all', 'everything')), words('stop', 'end', 'go away', 'be over')) },
  // "My arm just went dead" is a limb gone numb (a stroke sign), not a wish: "went" is a form of "go".
  // "The anxiety makes me feel like I'm going to die" is the dread of a panic attack, not a wish.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notAfter(notWhen(notBefore(affirmed(seq(3, either(WANT, words('better', 'better off', 'rather', 'prefer')), words('die', 'dead', '=died', 'be gone', 'not be here', 'not exist', 'not be alive'))), DIE_FIGURATIVE), near(6, words('arm', 'leg', 'hand', 'foot', 'feet', 'side', 'face', 'finger', 'fingers', 'toes', 'phone', 'battery'), words('went dead', 'gone dead', 'go dead', 'goes dead', 'going dead', 'gone completely dead', 'went completely dead', 'gone totally dead', 'went totally dead', 'gone all dead'))), words('feel like i am', 'felt like i was', 'feels like i am', 'like i am', 'like i was', 'thought i was', 'sure i was', 'convinced i was', 'think i am'), 0) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('not', 'no longer', 'never'), words('want', 'wish', 'care'), words('live', 'alive', 'be here', 'be around', 'exist', 'wake up', 'go on', 'carry on', 'keep going', 'be in this world')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(4, words('not', 'no', 'what', 'any', 'without'), words('point', 'reason', 'purpose', '=meaning'), words('live', 'living', 'life', 'alive', 'go on', 'keep going', 'carry on', 'be here', 'exist', 'existing', 'being here', 'anything')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(1, seq(4, words('not', 'no', 'what', 'any', 'without'), words('point', 'reason')), words('anymore', 'any more')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(2, seq(4, words('not', 'no', 'what', 'any', 'without'), words('point', 'purpose')), words('of me', 'in me', 'of anything', 'in anything', 'of any of it', 'of it all', 'in trying', 'of trying', 'of being alive', 'of carrying on')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, WANT, words('stop existing', 'not exist', 'cease to exist', 'stop living', 'not be alive', 'stop being alive', 'fall asleep forever')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(4, words('cope', 'manage', 'be fine', 'be okay', 'be ok', 'be better', 'be happier', 'fine', 'happier'), words('without me')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('fatal amount', 'lethal dose', 'fatal dose', 'lethal amount', 'painless way', 'painless way to go', 'way to go', 'how to die', 'ways to die', 'quickest way to die') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('stepping out in front of', 'step out in front of', 'in front of the metro', 'in front of the train', 'in front of the tube', 'step in front of', 'stepping in front of', 'walk in front of', 'in front of a train', 'in front of a bus', 'in front of a lorry', 'under a train') },
  {
    category: 'crisis',
    reason: 'suicidal-thoughts',
    // "Tired of living with these flushes" is about the flushes.
    match: notBefore(affirmed(
      words(
        'tired of living', 'sick of living', 'tired of life', 'done with life', 'done with living', 'hate being alive', 'never been born',
        'nothing to live for', 'nothing left to live for', 'give up on life', 'given up on life', 'no will to live', 'lost the will to live',
        'life is not worth it', 'want out of this life', 'better off not being here', 'tired of being alive', 'sick of being alive', 'fed up of being alive', 'fed up with being alive', 'weary of being alive', 'done with being alive', 'tired of existing', 'sick of existing', 'tired of being here', 'can not see a future', 'see no future', 'no future for me', 'no future left', 'take my own life', 'taking my own life', 'taking my life',
      ),
    ), words('with', 'through', 'in')),
  },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(words('in case i am not here', 'when i am not here', 'the day i am not here', 'once i am not here', 'after i am not here', 'when i am not around', 'the day i am gone', 'when i am no longer here', 'when i am no longer around', 'when i am gone', 'after i am gone', 'once i am gone', 'my funeral', 'goodbye letter', 'goodbye note', 'suicide note', 'saying goodbye to everyone', 'say goodbye to everyone', 'i am saying goodbye', 'letters to my kid in case', 'given away my things'), words('enjoying life', 'enjoy life', 'in a sensible way')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('life', 'living', 'existence', 'everything'), words('pointless', 'not worth', 'worthless', 'meaningless', 'hopeless', 'not worth living')) },
  // The depression questionnaire's question 9 (thoughts of being better off dead or of hurting
  // yourself) answered truthfully at last: "I put 0 for Q9. Honestly it's a 3."
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('phq', 'phq 9', 'phq9'), both(words('q9', 'question 9', 'question nine', 'item 9', 'the last question'), words('lied', 'honestly', 'really a', 'truth is', 'actually a'))) },
  // A date chosen around the family's next occasion: "planned it for after christmas so it doesn't ruin christmas for my mum".
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('planned it for after', 'picked a date', 'picked the date', 'chosen a date', 'chose a date', 'set a date'), words('not ruin', 'not spoil', 'ruin it for', 'spoil it for')) },
  // Said by the person or passed on by someone who heard it: a farewell with the pet or children
  // handed over, waiting to go with nothing left, food refused until death.
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('sorry for everything'), words('look after', 'take care of', 'goodbye', 'not answering', 'love you all')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(words('nothing left for me', 'just waiting to go', 'waiting to go now', 'just waiting to die', 'waiting to die now'), seq(4, words('stop eating', 'stopped eating', 'not eating', 'refusing food', 'refuses food'), words('until i die', 'until she dies', 'till i die', 'till she dies', 'until he dies', 'till he dies', 'until i am dead', 'until she is dead'))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notAfter(notBefore(seq(1, words('can not', 'not able to'), words('go on', 'carry on', 'keep going', 'do this anymore', 'take it anymore', 'cope anymore', 'live like this')), words('back', 'back and forth', 'in', 'out', 'round', 'there', 'holiday', 'holidays', 'trip', 'a', 'the', 'hrt', 'with', 'walk', 'walks', 'to')), words('why'), 0) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(4, words('want', 'wish', 'like to', 'long to'), words('sleep forever', 'go to sleep forever', 'fall asleep forever')) },
  // Grief that wants to follow the one who died: "Tony's been gone eight months. I just want to be
  // with him"; "half of me is in the ground with her and the other half would like to follow".
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(affirmed(either(words('want to be with him', 'want to be with her', 'want to be with them', 'want to be with him again', 'long to be with him', 'long to be with her', 'be with him again', 'be with her again', 'join him', 'join her', 'follow him', 'follow her'), notBefore(words('like to follow', 'want to follow', 'wanted to follow', 'love to follow'), words('up', 'the', 'a', 'his', 'her', 'their', 'on', 'through', 'advice', 'instructions', 'suit', 'along', 'you', 'your', 'this', 'that', 'it', 'my')))), words('gone', 'died', 'passed away', 'passed on', 'lost', 'late husband', 'late wife', 'funeral', 'in the ground', 'grave', 'buried', 'widow', 'widowed', 'since he went', 'since she went', 'ashes')) },
  // A deadline and then "done": "if nothing changes by my birthday I'm done. I mean properly done, not done with HRT".
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(words('properly done', 'done for good', 'done with life', 'done with living'), seq(10, words('if nothing changes', 'if nothing gets better', 'if it does not get better', 'if this does not work', 'if nothing works'), words('i am done', 'i am out', 'that is it for me', 'i will end it'))) },
  // The afterlife reached early: "do they do HRT in heaven? because I'm thinking of going early".
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(14, words('heaven', 'afterlife', 'the other side', 'pearly gates', 'the next life'), affirmed(words('going early', 'go early', 'get there early', 'get there sooner', 'go sooner', 'going sooner', 'leave early', 'leaving early', 'check out early', 'jump the queue'))) },
  // "If the brain fog doesn't kill me I'll do the job myself."
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(10, words('do the job myself', 'do it myself', 'finish the job myself', 'finish it myself', 'do the job my self'), words('kill me', 'killing me', 'finish me off', 'finish me')) },
  // Assisted dying asked about for herself: "do they take people whose only illness is being exhausted by life at 56?"
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(16, words('dignitas', 'assisted dying', 'assisted suicide', 'euthanasia', 'pegasos', 'life circle'), words('take people', 'take me', 'would they take', 'accept me', 'would i qualify', 'could i qualify', 'do i qualify', 'could i go', 'sign up', 'signing up', 'apply', 'exhausted by life', 'tired of life', 'tired of living', 'for me', 'for someone like me')) },
  // Biting her own arm when upset, as some women who cannot say it in words hurt themselves: "I bite my arm wen i get upset... there is blood".
  { category: 'crisis', reason: 'self-harm', match: both(affirmed(words('bite my arm', 'bit my arm', 'biting my arm', 'bite my hand', 'bit my hand', 'biting my hand', 'bite myself', 'bit myself', 'biting myself')), words('upset', 'angry', 'stressed', 'blood', 'bleed', 'marks', 'bruise', 'when i get', 'wen i get', 'did it lots')) },
  // Standing with a blade and not cooking: "been stood in the kitchen with a knife for ages", "not cooking".
  { category: 'crisis', reason: 'self-harm', match: notWhen(near(8, words('with a knife', 'holding a knife', 'held a knife', 'knife in my hand', 'with the knife', 'holding the knife', 'with a blade', 'holding a blade', 'holding a razor', 'with a razor'), words('not cooking', 'for ages', 'for an hour', 'for hours', 'staring at', 'looking at it', 'for a long time', 'not chopping')), affirmed(words('chop', 'chopping', 'peel', 'peeling', 'slice', 'slicing', 'carve', 'carving', 'dice', 'dicing', 'cook', 'cooking', 'bake', 'baking', 'prep', 'prepping', 'onion', 'onions', 'veg', 'vegetables'))) },
  // Getting round a pharmacist's safety limit: "a week at a time now, for my safety... how do I get a month's worth from somewhere else?"
  { category: 'crisis', reason: 'overdose', match: both(words('for my safety', 'for my own safety', 'a week at a time', 'week at a time', 'weekly dispensing', 'only a week'), words('somewhere else', 'get around', 'get round', 'more at once', 'month s worth', 'months worth', 'stock up', 'stockpile', 'what i have been thinking')) },
  // "One does rather wonder whether it's worth carrying on with any of it": life itself, not a medicine.
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(8, words('wonder', 'wondering', 'wondered', 'question', 'questioning', 'not sure', 'doubt', 'whether', 'if'), either(notBefore(words('worth carrying on', 'worth going on', 'worth keeping going', 'worth staying'), words('with', 'taking', 'using', 'the', 'my', 'her', 'his', 'for', 'at', 'doing', 'in', 'on'), 0), words('worth carrying on with any of it', 'worth carrying on with anything', 'worth carrying on with life', 'worth carrying on at all', 'worth going on at all', 'worth carrying on with it all', 'worth going on with any of it', 'worth being here', 'worth being alive'))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notAfter(notBefore(words('never wake up', 'not wake up', 'not to wake up', '=nuh wake up', '=nah wake up', '=nuh wake back up'), words('at', 'during', 'in', 'with', 'drench', 'soak', 'sweat', 'every', 'because', 'so', 'until', 'till', 'before', 'feeling', 'tired', 'hot', 'refreshed')), words('next time i will', 'next time you will'), 0) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('better off', 'happier', 'better'), words('without me', 'if i was gone', 'if i were gone', 'if i was dead', 'if i died', 'if i was not here', 'if i was not around', 'with me gone')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(2, words('burden', 'a burden'), words('to', 'on', 'for')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(seq(3, words('disappear', 'vanish'), words('forever', 'for good', 'never come back', 'and never')), notBefore(seq(2, WANT, words('disappear', 'vanish')), words('under', 'into', 'for a while', 'for a bit', 'for a day', 'for the day', 'for a week', 'for the weekend', 'on holiday', 'off to', 'to a'))) },
  // "Nobody would care if he got rid of me" is a threat at home, not the person's own thought.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(notBefore(seq(4, words('nobody', 'no one', 'noone'), words('miss me', 'notice if i', 'care if i', 'notice', 'care')), words('if he', 'if she', 'if they', 'if you', 'probably', 'what', 'how', 'about', 'whether'), 0), words('not low in a serious way', 'not in a serious way', 'telling me nobody', 'tells me nobody', 'told me nobody', 'says nobody', 'said nobody', 'telling me no one', 'tells me no one', 'told me no one')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(
    seq(3, words('plan', 'planned', 'planning', 'decided', 'made up my mind'), words('to end', 'to kill', 'to die', 'end things', 'end it', 'do it')),
    seq(3, words('think about', 'thought about', 'thinking about', 'worked out', 'know'), notBefore(words('how i would do it', 'how to do it', 'how i would', 'what i want to do with it', 'how i will do it'), words('afford', 'pay', 'manage', 'fit', 'get', 'cope'), 0)),
    seq(3, words('jump', 'throw myself'), words('off a bridge', 'off the bridge', 'off a building', 'off a cliff', 'in front of', 'under a train', 'from a')),
    seq(4, words('drive', 'driving', 'crash', 'steer'), words('into a wall', 'into a tree', 'into a lorry', 'into a truck', 'into the river', 'off a cliff', 'into traffic', 'into the sea')),
    notAfter(seq(6, words('bought', 'buy', 'got', 'have'), words('rope', 'noose')), words('skip', 'skipping', 'jump', 'climbing'), 2),
    words('noose', 'hang myself', 'rope around my neck'),
  ) },
  { category: 'crisis', reason: 'self-harm', match: notWhen(notWhen(affirmed(words('self harm', 'self harming', 'self injury', 'self injure', 'self harmed')), ABOUT_THE_SUBJECT), HARM_LONG_PAST) },
  {
    category: 'crisis',
    reason: 'self-harm',
    match: notBefore(
      // "It hurts down my arm" and "a cut on my arm" are pain and a wound: hurting and harming count
      // only when done to oneself, and a cut only as something done.
      affirmed(either(
        notAfter(seq(1, words('cut', 'cutting', 'burn', 'burning', 'punish', 'punishing', 'stab', 'starve', 'starving'), SELF), words('a', 'the', 'this', 'that'), 0),
        notAfter(seq(1, words('hurt', 'hurting', 'harm', 'harming'), words('myself', 'my self', 'my own life', 'my body')), words('not like i want to', 'not that i want to', 'not like i would', 'not that i would', 'would never'), 0),
      )),
      words('shave', 'shaving', 'chop', 'chopping', 'cook', 'cooking', 'accident', 'accidentally', 'on', 'at', 'while', 'when', 'lift', 'lifting', 'run', 'running', 'fall', 'fell', 'exercise', 'garden', 'gardening', 'slip', 'slipped', 'off', 'out', 'down'),
      1,
    ),
  },
  { category: 'crisis', reason: 'self-harm', match: notWhen(notBefore(seq(1, words('hit', 'hitting', 'bang', 'banging', 'punch', 'punching'), words('my head against', 'my head on', 'myself in the')), words('the desk', 'my desk', 'a brick wall', 'the keyboard', 'a wall'), 1), either(PUSHED, words('fainted', 'passed out', 'blacked out', 'tripped', 'slipped'))) },
  { category: 'crisis', reason: 'self-harm', match: notWhen(near(10, words('scratch', 'scratching', 'pick', 'picking', 'bang', 'banging', 'hit', 'hitting', 'cut', 'burn'), words('on purpose', 'deliberately', 'to feel something', 'to feel', 'to punish', 'till it bleed', 'until it bleed')), either(NOT_ON_PURPOSE, words('my hair', 'her hair', 'my fringe'))) },
  // "Overdosed on chocolate again" is about food.
  { category: 'crisis', reason: 'overdose', match: notWhen(notWhen(notAfter(notAfter(notBefore(affirmed(words('overdose', 'overdosed', 'overdosing', 'od', 'od on')), words('by accident', 'by mistake', 'on chocolate', 'on sugar', 'on cake', 'of caffeine', 'of coffee', 'of tea', 'of sugar', 'of chocolate', 'of soya', 'of soy', 'on soya', 'on soy', 'of vitamin', 'of vitamins', 'on vitamin', 'on vitamins', 'on biscuits', 'on carbs', 'on crisps', 'on sweets', 'on coffee', 'on caffeine', 'on cheese', 'on bread', 'on netflix', 'on telly', 'on tv', 'on box sets', 'on christmas', 'on festive', 'on the christmas pudding', 'on pudding', 'on the pudding', 'on mince pies', 'on the mince pies', 'meant', 'means', 'stands for')), words('can you', 'could you', 'possible to', 'risk of', 'accidentally', 'accidental', 'is it possible', 'you can', 'the word'), 3), words('bd', 'tds', 'qds', 'twice daily', 'nocte', 'mane'), 2), ABOUT_THE_SUBJECT), HARM_LONG_PAST) },
  {
    category: 'crisis',
    reason: 'overdose',
    match: seq(4, seq(4, words('take', 'took', 'taken', 'swallow', 'swallowed', 'neck', 'necked', 'had', 'eat', 'ate'), either(notBefore(words('all my', 'all of my'), either(number(1, 120), words('life', 'years', 'days', 'born days', 'time')), 0), words('too many', 'too much', 'whole packet', 'whole box', 'whole bottle', 'all the', 'load of', 'lot of', 'loads of', 'handful', 'bottle of', 'box of', 'packet of', 'pack of', 'strip of', 'the lot', 'them all', 'all of them', 'bunch of', 'a bunch', 'lots of', 'pile of', 'heap of', 'whole lot', 'stack of'), notBefore(words('every'), words('other', 'day', 'night', 'morning', 'evening', 'week', 'second', 'third', 'few', 'hour', 'time'), 0))), either(MEDS, words('them'), notBefore(words('it'), words('was', 'is', 'turned', 'came back', 'all', 'helps', 'help', 'works', 'says', 'said'), 0))),
  },
  // "I take 11 different tablets a day" is a day's medicines, not an overdose.
  { category: 'crisis', reason: 'overdose', match: notWhen(seq(3, seq(1, words('take', 'took', 'taken', 'swallow', 'swallowed'), number(10, 1000, words('mg', 'mcg', 'microgram', 'milligram', 'g', 'gram', 'ml', 'iu', 'unit', 'minute', 'min', 'hour', 'day', 'week', 'month', 'year', 'percent'))), either(MEDS, words('of my', 'of them', 'of those'))), words('a day', 'every day', 'each day', 'daily', 'every morning', 'different tablets', 'different pills', 'different medicines', 'different meds')) },
  { category: 'crisis', reason: 'overdose', match: notWhen(near(6, MEDS, words('lined up', 'counted out', 'laid out', 'all out on', 'ready to take')), words('a list', 'proper list', 'my review', 'medication review', 'for the pharmacist', 'a photo')) },
  { category: 'crisis', reason: 'overdose', match: both(seq(5, words('gather', 'gathering'), MEDS), words('since', 'for when', 'in case', 'rest finish', 'enough', 'bottle')) },
  // Collecting a prescription is an errand.
  { category: 'crisis', reason: 'overdose', match: either(notWhen(seq(5, words('hoard', 'hoarding', 'save up', 'saved up', 'saving up', 'stockpile', 'stockpiling', 'saving'), MEDS), words('prescription charge', 'prescription charges', 'saves me the', 'save me the', 'prepayment certificate', 'save money', 'saving money')), notWhen(seq(5, words('collect', 'collecting'), MEDS), seq(5, words('collect', 'collecting'), words('prescription', 'prescriptions', 'repeat', 'repeats')))) },
  // "Enough pills to...", never "enough tablets for my holiday".
  { category: 'crisis', reason: 'overdose', match: notBefore(seq(2, words('enough'), MEDS), words('for', 'to last', 'until', 'till', 'left', 'in stock')) },
];

// Concepts rather than sentences (docs/chat-safety.md, "Concepts, not sentences"): a wish not to
// be here in any words, the means (medicines put by, a place to jump, a rope, letters written)
// with intent, and an overdose taken.
const CRISIS_MEDS = either(MEDS, words(
  'gabapentin', 'pregabalin', 'morphine', 'oxycodone', 'tramadol', 'fentanyl', 'insulin', 'mirtazapine', 'escitalopram',
  'paroxetine', 'duloxetine', 'lithium', 'propranolol', 'opioid', 'opiate', 'benzo', 'valium', 'temazepam', 'supply', 'stash',
));
const WISH = words('wish', 'hope', 'pray', 'want', 'long', 'would rather', 'prefer');
const ALL_OF_THEM = words(
  'them all', 'all of them', 'the lot', 'whole pack', 'whole packet', 'whole box', 'whole bottle', 'all at once', 'it all at once',
  'them all at once', 'in one go', 'all in one go', 'whole lot', 'all of it', 'it all', 'whole strip', 'everything i have',
);
const PUT_BY = words(
  'stockpile', 'stockpiling', 'stockpiled', 'stash', 'stashed', 'hoard', 'hoarding', 'hoarded', 'saved up', 'saving up', 'putting aside',
  'put aside', 'set aside', 'putting by', 'put by', 'squirrel away', 'squirrelling', 'keeping back', 'kept back', 'hidden away', 'hiding away',
);
const WORSE_THAN_NOTHING = words(
  'if i was not around', 'if i were not around', 'if i was not here', 'if i were not here', 'if i was gone', 'if i were gone',
  'if i was not anywhere', 'if i were not anywhere', 'if i was dead', 'if i were dead', 'if i died', 'if i did not exist', 'if i just was not', 'if i just were not', 'if i was not alive',
  'without me', 'with me gone', 'with me out of the way', 'if i was out of the picture', 'if i were out of the picture', 'if i was out of the way', 'with me out of the picture', 'than with me', 'than having me', 'than me', 'once i am gone', 'when i am gone',
);

const CRISIS_CONCEPTS: Rule[] = [
  // A date chosen, and the calm that can follow a decision to die.
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('chosen a date', 'picked a date', 'set a date', 'chosen the date', 'picked the date', 'chosen the day', 'picked the day', 'decided when'), words('calmer', 'calm', 'at peace', 'peaceful', 'relieved', 'relief', 'lighter', 'goodbye', 'affairs in order', 'letters')) },
  // Someone else's plan, reported by a friend: "she has said twice that she has 'a plan'".
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(notBefore(words('has a plan', 'has got a plan', 'she has a plan', 'he has a plan', 'has made a plan'), words('for', 'to', 'of', 'with', 'about', 'in', 'on', 'b', 'that', 'which', 'from', 'ready', 'sorted', 'together', 'at', 'and', 'already')), words('said', 'says', 'saying', 'told me', 'mentioned', 'keeps', 'twice', 'worried', 'ring someone', 'call someone', 'tell someone')) },
  // A parent's suicide now understood; a walk into the sea that only the cold stopped; old tablets kept "and I know what they're for".
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('took her own life', 'took his own life', 'killed herself', 'killed himself', 'suicide'), words('i understand why', 'understand why she', 'understand why he', 'i get why', 'i know why she', 'i see why', 'going the same way', 'i will be next', 'i am next')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(seq(3, words('walked into', 'waded into', 'walked out into', 'swam out', 'went into'), words('the sea', 'the river', 'the loch', 'the lake', 'the water', 'the reservoir')), words('turned back', 'only stopped', 'came back because', 'not come back', 'did not want to come back', 'kept going', 'up to my chest', 'up to my neck')) },
  { category: 'crisis', reason: 'overdose', match: both(words('keeping the old ones', 'kept the old ones', 'keeping them', 'in a jar', 'hiding them', 'saving them', 'stashing them', 'kept them'), words('i know what they are for', 'know what they are for', 'what they are for', 'for when i need them')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('will not be around much longer', 'will not be here much longer', 'not be around for much longer', 'not be here for much longer', 'will not be here by', 'will not be around by') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(
    both(words('a plan', 'planned it', 'made plans', 'made my plans', 'planned how'), words('know when', 'know how', 'the date', 'the day', 'tonight', 'ready')),
    both(words('ready to go', 'ready now', 'i am ready'), words('sorted everything', 'sorted it all', 'affairs in order', 'said my goodbyes', 'everything is sorted', 'everything in order', 'everything sorted')),
  ) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('research', 'researching', 'researched', 'look up', 'looking up', 'looked up', 'google', 'googling', 'googled', 'search', 'searching', 'reading about'), words('how people do it', 'ways to do it', 'how to do it', 'how to end', 'ways to end', 'how to die', 'ways to die', 'methods', 'how long it takes to die')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(4, WISH, notBefore(words('not wake up', 'never wake up', 'not to wake up', 'not have woken up', 'never woke up'), words('drench', 'soak', 'sweat', 'sweating', 'hot', 'at night', 'in the night', 'during the night', 'with a flush'))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(seq(8, notBefore(WISH, words('to ask', 'to know', 'to check', 'to say', 'to tell'), 0), words('knock me out for good', 'knock me out forever', 'put me out for good', 'heart stops', 'heart just stops', 'heart would stop', 'heart would just stop', 'stop breathing in my sleep', 'die in my sleep', 'so it is over', 'so it would be over', 'so it will be over', 'so it is all over', 'and it is over', 'then it is over', 'then it would be over', 'and be done', 'so i can go', 'get hit by', 'not exist', 'not be here', 'not be around', 'be gone', 'be dead')), words('long time ago')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(8, words('easier', 'better', 'better off', 'simpler', 'happier', 'kinder', 'fine', 'richer'), WORSE_THAN_NOTHING) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('want', 'wanting', 'wish', 'thought about', 'thinking about', 'think about'), words('end their life', 'end their lives', 'end your life', 'kill themselves', 'kill yourself', 'take their own life', 'take your own life', 'ending it all', 'ending my life', 'ending it')) },
  // A will and a note written, then an odd calm: a known warning sign. A loch that looks peaceful, said from a dark place.
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(
    words('my will and a note', 'will and a letter', 'will and letters', 'will and some letters', 'will and notes'),
    both(near(6, words('wrote', 'written', 'writing', 'finished', 'sorted', 'done'), words('my will', 'a note', 'notes', 'letters', 'a letter', 'goodbye')), words('oddly calm', 'strangely calm', 'weirdly calm', 'feel calm now', 'calm now', 'at peace now', 'peaceful now', 'a sense of calm', 'so calm')),
    both(near(6, words('loch', 'sea', 'river', 'lake', 'reservoir', 'quarry', 'water', 'bridge', 'tracks', 'cliff', 'cliffs', 'canal'), words('peaceful', 'inviting', 'calling me', 'calling to me', 'pulling me', 'drawn to', 'tempting')), words('dark place', 'dark places', 'so low', 'really low', 'very low', 'rock bottom', 'hopeless', 'can not cope', 'no point', 'giving up', 'tired of it all', 'dark thoughts', 'in a hole')),
  ) },
  // "Ultrasound letter: ... Tonight I'm bleeding heavily" (blind set BY) is a hospital's letter, not a goodbye.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(both(words('=letters', 'letter to', 'notes to', 'note to', 'goodbye', 'goodbyes', 'my will', 'affairs in order', 'given away', 'give away my'), words('decide when', 'decided when', 'choose when', 'pick a date', 'pick the day', 'set a date', 'when to do it', 'the right time', 'tonight', 'ready now', 'ready to go', 'when i go', 'after i go')), either(MEDICAL_LETTER, LETTER_TO_HERSELF)) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(
    seq(6, words('going to', 'want to', 'thought about', 'thinking about', 'think about', 'might', 'tempted to', 'will', 'could just', 'just', 'tonight'), words('walk into', 'walked into', 'walking into', 'swim out', 'swam out', 'swimming out', 'wade into', 'drive into', 'drove into', 'jump into', 'throw myself into'), words('the sea', 'the river', 'the water', 'the lake', 'the ocean', 'the canal', 'the traffic', 'traffic', 'the waves')),
    notWhen(notBefore(seq(5, words('drove', 'drive', 'driving', 'went', 'sat', 'stood', 'stand', 'standing', 'sitting', 'climbed', 'go'), words('to the bridge', 'on the bridge', 'on a bridge', 'to a bridge', 'at the bridge', 'the edge', 'to the cliff', 'on the cliff', 'cliff edge', 'the railway', 'the train track', 'the tracks', 'on the platform', 'edge of the platform', 'the roof', 'top of the car park', 'multi storey')), words('club', 'game', 'party', 'night', 'hand', 'tournament')), words('through the roof', 'hit the roof', 'raise the roof', 'round the edges', 'around the edges', 'at the edges', 'went dizzy', 'felt dizzy', 'light headed', 'it passed', 'dizzy when', 'low bp', 'stand up too fast')),
    // "My anxiety has gone through the roof" is an idiom.
    seq(4, words('thinking about', 'think about', 'thought about', 'keep thinking', 'drawn to'), words('the train tracks', 'the tracks', 'the railway', 'the railway line', 'jumping', 'the edge', 'the cliff', 'the motorway', 'the rope', 'driving off', 'driving into')),
    seq(4, words('drive', 'driving', 'drove', 'steer', 'swerve'), words('off the road', 'off the motorway', 'into oncoming', 'into a car', 'into a bus', 'off the bridge')),
  ) },
  { category: 'crisis', reason: 'overdose', match: near(12, CRISIS_MEDS, seq(4, words('take', 'taking', 'took', 'swallow', 'swallowing', 'neck', 'use', 'using'), ALL_OF_THEM)) },
  // "My late husband had a stash of diazepam... would it be ok to take one to get through the funeral?" is one tablet.
  { category: 'crisis', reason: 'overdose', match: notWhen(near(10, PUT_BY, either(CRISIS_MEDS, words('enough'))), either(words('take one', 'take just one', 'take one of', 'take one to', 'have one to', 'half of one', 'half a one', 'his stash', 'her stash', 'their stash', 'stashing cash', 'stashed cash', 'stash cash', 'stashing money', 'stashed money', 'stash money', 'stashing away cash', 'stashing away money'), seq(4, words('start', 'starting', 'restart', 'use', 'using'), words('from my own stash', 'from my stash', 'out of my stash', 'out of my own stash')))) },
  // Medicines kept back with a time in mind: "saving them all up for when I'm ready".
  { category: 'crisis', reason: 'overdose', match: both(near(10, either(notBefore(words('keep', 'keeping'), words('taking', 'using', 'on'), 0), words('save', 'saving', 'saved', 'kept', 'hide', 'hiding', 'hid', 'collect', 'collecting', 'gather')), CRISIS_MEDS), words('when i am ready', 'ready to go', 'when i decide', 'just in case', 'one day', 'when the time comes', 'for when', 'for the end', 'enough to', 'got enough', 'have enough now')) },
  { category: 'crisis', reason: 'overdose', match: near(10, CRISIS_MEDS, words('got enough', 'have enough now', 'enough now', 'enough to do it', 'enough to end', 'enough to kill', 'on myself', 'for myself one day', 'end it', 'end things', 'when i decide', 'for when i decide', 'when i am ready', 'when the time comes')) },
  { category: 'crisis', reason: 'overdose', match: notWhen(near(8, either(CRISIS_MEDS, words('how many', 'how much')), either(words('fatal', 'lethal', '=deadly', 'kill me', 'kill a person', 'kill someone', 'enough to die', 'to die'), notBefore(words('it would take', 'would it take'), words('to feel', 'to work', 'to help', 'to get', 'to make', 'to notice', 'to see', 'to kick in', 'for', 'before'), 0))), words('is killing me', 'are killing me', 'was killing me')) },
  // Medicines counted out while the person feels a burden or hopeless.
  { category: 'crisis', reason: 'overdose', match: both(near(5, words('count', 'counting', 'counted', 'lining up', 'lined up'), CRISIS_MEDS), either(HOPELESS, words('believe it', 'the voice', 'voices', 'ready', 'tonight'))) },
  // "Can you overdose on...? asking because I want to": a question with the intent said.
  { category: 'crisis', reason: 'overdose', match: near(12, words('overdose', '=overdoes', 'od', 'lethal', 'fatal', 'too many', 'too much'), words('because i want to', 'cos i want to', 'coz i want to', 'as i want to', 'since i want to', 'asking for myself', 'asking for me', 'it is for me', 'asking for real', 'for real', 'not for a headache', 'not for pain', 'not for the pain', 'i want to do it', 'i am going to do it', 'planning to do it', 'so i can do it')) },
  { category: 'crisis', reason: 'overdose', match: near(10, words('swallow', 'take', 'took', 'down', 'neck'), words('everything in the medicine cabinet', 'everything in the cabinet', 'everything in the cupboard', 'whole medicine cabinet', 'the whole cabinet', 'everything in the bathroom cabinet')) },
  // Hurting the body to feel something; a blade or a gun taken out and held; under the bath water.
  { category: 'crisis', reason: 'self-harm', match: notWhen(both(near(12, words('punch', 'punching', 'hit', 'hitting', 'scratch', 'scratching', 'bite', 'biting', 'burn', 'burning', 'cut', 'cutting', 'pinch', 'pinching'), words('my own', 'myself', 'my legs', 'my arms', 'my thighs', 'my wrists', 'my skin', 'my stomach')), words('only way i feel', 'feel anything', 'feel something', 'black and blue', 'till it bleeds', 'until it bleeds', 'till they bleed', 'until they bleed', 'on purpose', 'deliberately', 'punish myself')), NOT_ON_PURPOSE) },
  { category: 'crisis', reason: 'self-harm', match: notWhen(near(10, words('with a razor', 'with a blade', 'with razor', 'with a razor blade', 'with the razor', 'with scissors', 'with a compass', 'with glass', 'with a knife'), words('my arms', 'my arm', 'my wrist', 'my wrists', 'my legs', 'my thighs', 'my skin', 'myself', 'my stomach')), words('shaving', 'shave', 'accidentally', 'by accident', 'chopping', 'standing up for myself', 'stand up for myself', 'stood up for myself', 'under his pillow', 'under her pillow', 'under the pillow')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(12, words('gun', 'shotgun', 'rifle', 'pistol', 'firearm'), words('hold it', 'holding it', 'take it out', 'took it out', 'look at it', 'looking at it', 'in my mouth', 'load it', 'loaded it', 'just hold', 'thinking about it')) },
  // "he held my head under the bath water" (blind set BX) is his violence: safety at home says so.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(words('head under the water', 'head under the bath', 'hold my head under', 'holding my head under', 'holding myself under', 'not want to come up', 'never come up'), HELD_UNDER_BY_SOMEONE) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(10, words('how high', 'how tall', 'how far down', 'how deep'), words('car park', 'multi storey', 'bridge', 'building', 'cliff', 'tower', 'balcony', 'roof', 'river', 'reservoir', 'quarry', 'the drop')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(14, words('if a bus hit me', 'if a car hit me', 'if i got hit', 'hit by a bus', 'hit by a car', 'if i died', 'if i did not wake up', 'if i never woke up', 'if something happened to me', 'if i was gone', 'if i dropped dead', 'if i just dropped dead', 'if i dropped down dead', 'if i just dropped down dead', 'if my heart just stopped', 'if my heart stopped'), words('grateful', 'relieved', 'relief', 'would not mind', 'would not care', 'glad', 'happy', 'fine with it', 'ok with it', 'okay with it', 'welcome it', 'a blessing')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('think about', 'thinking about', 'thought about', 'fantasise about', 'dream about', 'daydream about'), words('being dead', 'not being alive', 'not existing', 'my own death')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(seq(3, words('think about', 'thinking about', 'thought about'), words('dying', 'death')), words('comforting', 'comfort', 'appealing', 'peaceful', 'a relief', 'look forward')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('made my peace', 'made peace with it', 'said my goodbyes', 'made up my mind'), words('after tonight', 'tonight', 'will not be needing', 'will not need', 'goodbye', 'thank you for', 'thanks for', 'for the last time')) },
  { category: 'crisis', reason: 'overdose', match: notWhen(both(words('decided i am done', 'i am done', 'decided it is time', 'i have had enough', 'made up my mind', 'decided'), near(8, words('still got', 'still have', 'have got', 'kept', 'saved', 'got'), CRISIS_MEDS)), words('decided to taper', 'decided to wean', 'decided to come off', 'decided to cut down', 'decided to reduce', 'taper off the')) },
  // The means looked at, or bought for no other reason.
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(2, words('keep looking at', 'keep staring at', 'staring at', 'can not stop looking at', 'can not stop thinking about', 'keep thinking about', 'keep eyeing'), words('the rope', 'a rope', 'rope', 'the beam', 'the loft hatch', 'the bridge', 'the tracks', 'the railway', 'the knives', 'the blades', 'my pills', 'the pills', 'my tablets', 'the tablets', 'the edge')) },
  { category: 'crisis', reason: 'self-harm', match: both(seq(5, words('bought', 'buy', 'buying', 'got', 'getting', 'hid', 'hidden', 'keep', 'keeping'), words('razor blades', 'razor blade', 'blades', 'a blade', 'rope', 'a rope')), words('do not even shave', 'do not shave', 'not for shaving', 'no reason', 'just in case', 'for later', 'for myself', 'do not know why', 'nobody knows', 'no one knows')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(14, words('life', 'my life', 'the rest of my life', 'living'), words('rather not have it', 'rather not live it', 'rather not be here for it', 'do not want it anymore', 'do not want any more of it', 'rather not have any of it')) },
  // A car's engine running in a closed garage.
  { category: 'crisis', reason: 'suicidal-thoughts', match: either(
    near(10, words('garage'), words('car running', 'engine running', 'engine on', 'car on', 'exhaust', 'fumes', 'not opening the door', 'door shut', 'door closed', 'hosepipe in my hand', 'hose in my hand', 'with the hosepipe', 'with a hosepipe')),
    words('hose to the exhaust', 'hose on the exhaust', 'pipe to the exhaust', 'hosepipe to the exhaust', 'hosepipe on the exhaust'),
  ) },
  { category: 'crisis', reason: 'overdose', match: both(seq(4, words('took', 'taken', 'swallowed', 'had', 'necked'), words('double', 'triple', 'extra', 'twice', 'more than', 'a few more', 'a lot more'), CRISIS_MEDS), words('wine', 'alcohol', 'drink', 'drinks', 'vodka', 'gin', 'weird', 'sleepy', 'drowsy', 'woozy', 'out of it', 'strange', 'spaced out', 'dizzy', 'sick', 'on purpose', 'altogether', 'in total', 'heart is going', 'heart racing', 'heart is racing', 'make the feelings stop', 'make it all stop', 'make it stop', 'stop the feelings', 'stop feeling', 'feel nothing', 'numb', 'of them')) },
  // Means and plans in other words: a hose to the car's exhaust, an exit bag, blades carried
  // everywhere, a way that "looks natural", a note written, a prayer not to wake, a relief in death,
  // the one thing still stopping her, "checking out permanently", "kms".
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('not the flushes me', 'not the flushes i mean me', 'not the menopause me', 'had enough of living', 'had enough of life', 'had enough of being alive', 'vanishing permanently', 'vanish permanently', 'disappearing permanently', 'disappear permanently', 'disappearing for good', 'hosepipe in the car', 'hose in the car', 'hose to the exhaust', 'hosepipe to the exhaust', 'pipe to the exhaust', 'engine running in the garage', 'car running in the garage', 'exit bag', 'exit bags', 'suicide bag', 'helium hood', 'look like natural causes', 'looks like natural causes', 'checking out permanently', 'check out permanently', 'check out for good', 'checking out for good', 'permanent way out', 'only thing stopping me is', 'only thing keeping me here', 'only thing keeping me alive', 'only reason i am still here', 'only reason i am still alive', 'only thing that keeps me here', 'when he is gone i am going', 'when she is gone i am going', 'once he is gone i am going', 'once she is gone i am going') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(8, words('die', 'death', 'dying', 'end it', 'stop my heart', 'overdose', 'kill myself', 'way out'), words('look natural', 'looks natural', 'seem natural', 'seems natural')) },
  // What blind sets BC to BE taught: a last Christmas decided, a death "got planned", ideation
  // named, pills counted to "a good number", asking God to take her, rest "finish" in Pidgin.
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(8, words('decided', 'made up my mind'), words('my last one', 'my last christmas', 'my last birthday', 'my last summer', 'my last year', 'be my last')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(10, words('got it planned', 'have it planned', 'got it all planned', 'have it all planned'), words('death of me', 'die', 'dead', 'end it', 'kill myself', 'my death')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(words('passive ideation', 'suicidal ideation', 'passive suicidal', 'passive suicidality'), ABOUT_THE_SUBJECT) },
  { category: 'crisis', reason: 'overdose', match: both(seq(4, words('counted', 'counting', 'count'), MEDS), words('good number', 'is that enough', 'would be enough', 'enough to', 'came home and counted')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('asking him to take me', 'asked him to take me', 'ask him to take me', 'asking god to take me', 'asked god to take me', 'ask god to take me', 'begging god to take me', 'praying for god to take me', 'praying he takes me', 'pray he takes me', 'angry at god for waking me', 'cross with god for waking me', 'angry that i woke up', 'angry i woke up', 'wan rest finish', 'want to rest finish', 'if a just was not here', 'if a was not here', 'if a was not around', 'if a was gone') },
  // What blind sets AZ to BB taught: a death welcomed ("I'd welcome a heart attack").
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('welcome a heart attack', 'welcome a stroke', 'pray for a heart attack', 'praying for a heart attack', 'hoping for a heart attack') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notAfter(words('kms'), number(0, 100000), 1) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(words('hid the knives', 'hidden the knives', 'hides the knives', 'took the knives away', 'locked the knives away', 'locked away the knives', 'hid my pills', 'hidden my pills', 'hid my tablets', 'hidden my tablets', 'locked my pills away', 'locked away my pills'), words('to prove', 'forgetful', 'i am mad', 'i am crazy', 'gaslight', 'gaslighting', 'make me look', 'frightened of him', 'scared of him', 'afraid of him')) },
  { category: 'crisis', reason: 'self-harm', match: words('hiding cuts', 'hide cuts', 'hide the cuts', 'hiding the cuts', 'hide my cuts', 'hiding my cuts', 'hide my scars', 'hiding my scars', 'cover my cuts', 'cover the cuts', 'covering the cuts', 'covering my cuts') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(near(20, words('bridge', 'footbridge', 'overpass', 'flyover', 'cliff', 'cliffs', 'multi storey', 'car park roof', 'railway line', 'train tracks'), words('look down', 'looking down', 'stare down', 'staring down', 'the drop', 'how high', 'how far down', 'nights running', 'every night', 'keep going back')), words('for bridge', 'at bridge', 'play bridge', 'playing bridge', 'bridge club', 'bridge night', 'bridge game', 'bridge partner', 'bridge afternoon', 'bridge evening')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('standing on the railing', 'standing on her balcony railing', 'balcony railing', 'on the ledge', 'on a ledge', 'edge of the roof', 'edge of the bridge', 'over the railing', 'climbed over the', 'least painful way', 'most painless way', 'least painful method', 'wishing for death', 'wish for death', 'wished for death', 'pray for death', 'praying for death', 'long for death', 'longing for death', 'welcome death') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(12, words('gun', 'his gun', 'the gun', 'shotgun', 'rifle', 'pistol', 'firearm'), words('keep thinking about', 'thinking about', 'could use', 'know where', 'get hold of', 'shot himself', 'shot herself', 'shoot myself', 'use it on myself')) },
  { category: 'crisis', reason: 'overdose', match: seq(3, seq(4, words('took', 'taken', 'swallowed', 'necked'), seq(1, number(2, 100), words('days of', 'days worth', 'weeks of', 'weeks worth', 'boxes', 'packets', 'strips', 'sheets', 'packs', 'blister packs'))), either(CRISIS_MEDS, words('my', 'of my', 'tablets', 'pills'))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(8, words('drink', 'drinking', 'swallow', 'swallowing', 'take', 'taking', 'down'), words('pesticide', 'weedkiller', 'weed killer', 'bleach', 'antifreeze', 'paraquat', 'rat poison', 'poison')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('world', 'nobody', 'no one', 'noone', 'anybody', 'anyone'), words('will not miss', 'would not miss', 'not going to miss', 'will not notice', 'would not notice')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(2, WANT, words('=dei', '=dye', '=di', '=diee', '=dieee')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(4, words('pray', 'praying', 'prayed', 'hope', 'hoping', 'ask god', 'beg god', 'begging god'), words('god takes me', 'god would take me', 'god will take me', 'god to take me', 'the lord takes me', 'the lord would take me', 'the lord will take me', 'lord to take me', 'jesus takes me', 'allah takes me', 'calls me home', 'call me home', 'take me home', 'takes me in the night', 'take me in the night', 'take me in my sleep', 'takes me in my sleep', 'take me tonight', 'not wake', 'i do not wake', 'i will not wake', 'i would not wake')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(3, words('death', 'dying', 'being dead', 'to die', 'not waking up', 'not being here', 'not being alive'), words('would be a relief', 'would be a release', 'be a relief', 'would be easier', 'would be a blessing', 'would be welcome', 'would be peaceful', 'sounds peaceful', 'sounds like a relief')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('can not see me being here', 'can not see myself being here', 'can not see me being around', 'can not see myself being around', 'can not see me here', 'not see myself alive', 'not be here next year', 'not be here by christmas', 'not be here much longer', 'not be around much longer') },
  // What blind sets CM to CR taught: "make it look like an accident" is her own plan only when no
  // one has threatened to kill her.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(words('look like an accident', 'looks like an accident'), words('kill me', 'he will make it', 'he would make it', 'he will make', 'he would make', 'he said he would', 'threatened', 'threatens')) },
  // What blind set CW taught: "I'd rather it was all over, me included", and a heart attack hoped for.
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(10, seq(4, words('rather', 'wish', 'want', 'hope'), words('was all over', 'were all over', 'all over', 'all ended', 'it all ended', 'all finished')), words('me included', 'including me', 'myself included', 'and me with it')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(seq(4, words('hoping', 'hope', 'wish', 'praying', 'pray'), words('have a heart attack', 'have a stroke', 'heart attack in my sleep', 'die in my sleep', 'get hit by a bus')), words('hope i do not', 'hope i will not', 'hope i never', 'hoping i do not', 'hoping i will not', 'hope it is not', 'hope it was not', 'hope that was not', 'hope that is not', 'hope you do not')) },
  // What blind set CS taught: despair reported with clinical detachment (a PHQ-9's item 9 "nearly
  // every day", "episodes of cutting", an "exit" column in a cost-benefit summary).
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('item 9', 'item nine', 'question 9', 'question nine', 'q9', 'the self harm question', 'the suicide question'), words('nearly every day', 'more than half the days', 'most days', 'every day')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('i should be dead by', 'be dead by the time anyone reads', 'be gone by the time anyone reads', 'dead by the time anyone reads', 'dead before anyone reads', 'exit column', 'the exit option looks', 'the exit looks more') },
  { category: 'crisis', reason: 'self-harm', match: notWhen(words('episodes of cutting', 'episode of cutting', 'bouts of cutting', 'instances of cutting', 'cutting episodes', 'episodes of self harm', 'episode of self harm'), words('years ago', 'when i was a teenager', 'in my teens', 'as a teenager', 'in my twenties')) },
  // What blind set CN taught: scissors held to a wrist, "not cut. Want to."
  { category: 'crisis', reason: 'self-harm', match: seq(2, seq(2, words('hold', 'held', 'holding', 'put', 'pressed', 'pressing'), words('scissors', 'knife', 'blade', 'razor', 'glass', 'the scissors', 'a knife', 'the knife')), words('to wrist', 'to my wrist', 'to my wrists', 'against my wrist', 'to my arm', 'against my arm', 'to my throat', 'against my throat', 'against my skin', 'to my skin')) },
  // What blind sets CJ to CL taught: a wish that an animal had "finished the job", a farm's
  // poison or slurry lagoon as the means, skin picking "turned into cutting", wanting to have
  // "gone with the baby", and children who "would grieve for a bit then be fine".
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(6, WISH, either(words('had finished me off', 'finished me off', 'had killed me', 'killed me off'), seq(8, words('finished the job', 'finished it'), words('pinned me', 'kicked me', 'knocked me', 'crushed me', 'trampled me', 'ran me over', 'run me over', 'rolled on me', 'when it', 'when she')))) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('nobody would find me', 'no one would find me', 'nobody would find my body', 'no one would find my body', 'no one would ever find me', 'nobody would ever find me'), words('if i just', 'stepped off', 'step off', 'stepping off', 'walked off', 'walk off', 'how calm', 'calm about it', 'jumped in', 'jump in', 'walked into', 'walk into')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(near(12, words('looked up', 'looking up', 'googled', 'searched', 'read up', 'reading up', 'researched'), near(8, POISONS, words('drink', 'drinking', 'swallow', 'swallowing', 'drank'))), words('still got some', 'still have some', 'got some in', 'in the shed', 'in the store', 'in the barn', 'does to you', 'would do to me', 'how much would', 'how much of it')) },
  { category: 'crisis', reason: 'self-harm', match: affirmed(words('turned into cutting', 'turned to cutting', 'moved on to cutting', 'moved onto cutting', 'progressed to cutting', 'escalated to cutting', 'escalated into cutting', 'become cutting')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(notBefore(seq(0, words('should have gone with', 'should have died with', 'wish i had gone with', 'wish i could have gone with', 'wish i had died with', 'should have been buried with'), words('the baby', 'my baby', 'him', 'her', 'my husband', 'my son', 'my daughter', 'my mum', 'my mam', 'my mom', 'my dad', 'them', 'my boy', 'my girl')), words('to', 'when', 'for', 'on', 'into', 'in', 'and', 'instead', 'that')), words('miscarriage', 'miscarried', 'died', 'passed', 'lost', 'funeral', 'grave', 'stillbirth', 'stillborn', 'death', 'buried', 'cremated', 'ashes')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('would grieve for a bit', 'grieve for a bit then', 'would grieve for a while then', 'grieve a bit then', 'would get over losing me', 'would get over me', 'better than growing up with me', 'better off growing up without me') },
  // What blind sets CG and CH taught: despair in an idiom ("swap places with the ones pushing up
  // daisies"), and in the voice of the services: a weapon nearly turned round, a knife run along
  // a wrist, "I know exactly where to put it", a payout worked out, a colleague's suicide
  // understood better, a past attempt and "exactly the same this week", envy of the dead.
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(12, words('pushing up daisies', 'six feet under', 'the dead', 'in the cemetery', 'in the churchyard'), words('swap places', 'swap with', 'trade places', 'join them', 'be with them', 'not joking this time', 'envy them', 'jealous of them')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('turning it round', 'turning it around', 'turn it round', 'turn it around', 'turning it on myself', 'turn it on myself'), words('range', 'range day', 'weapon', 'rifle', 'gun', 'pistol', 'firearm', 'rso', 'shotgun')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('run out of reasons to stay off', 'ran out of reasons to stay off', 'out of reasons to stay alive', 'out of reasons to stay here', 'out of reasons to live', 'out of reasons to keep going', 'out of reasons to carry on', 'run out of reasons to be here', 'stay off my own ledge', 'to stay off my own') },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('killed himself', 'killed herself', 'took his own life', 'took her own life', 'took his life', 'took her life', 'suicide'), words('understand him a bit better', 'understand her a bit better', 'understand him better', 'understand her better', 'understand why he did it', 'understand why she did it', 'starting to understand why', 'get why he did it', 'get why she did it')) },
  { category: 'crisis', reason: 'self-harm', match: near(8, words('running it along', 'run it along', 'ran it along', 'running the blade along', 'drag it across', 'dragging it across', 'pressing it against', 'pressed it against', 'held it against', 'holding it against', 'hold it against'), words('my wrist', 'my wrists', 'my arm', 'my arms', 'my throat', 'my neck', 'my skin', 'my thigh')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(both(words('jealous', 'envious', 'envy', 'envied'), words('got to stop', 'gets to stop', 'get to stop', 'jealous of the dead', 'she is at peace', 'he is at peace', 'they are at peace')), words('death', 'died', 'dead', 'funeral', 'passed away', 'killed', 'body')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('had a go with the', 'my attempt', 'woke up in resus', 'woke up in hospital', 'woke up in a and e', 'woke up in icu', 'woke up in intensive care', 'tried to end it', 'tried to kill myself'), words('feeling exactly the same', 'feel exactly the same', 'feeling the same again', 'feel the same again', 'same as then', 'same way again', 'back there again', 'exactly the same this week', 'same as last time')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(30, words('death in service', 'life insurance', 'life cover', 'life policy', 'payout', 'pays out'), words('kids come out ahead', 'come out ahead', 'worth more dead', 'better off without me', 'better off if i')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(words('know exactly where to put it', 'know where to put it', 'know exactly where to aim', 'know exactly where to point it'), words('firearm', 'firearms', 'gun', 'pistol', 'rifle', 'weapon', 'that is the problem', 'lately')) },
  // What blind sets CA to CC taught: most of someone's tablets swallowed, her own body punched
  // at the mirror, one last Christmas "if I do it in January", the cutting started again, a day
  // decided with tablets and gin, and a poisonous plant kept and wondered about.
  { category: 'crisis', reason: 'overdose', match: seq(6, words('swallowed', 'took', 'taken', 'necked', 'downed'), seq(4, words('most of', 'all of', 'the rest of', 'half of', 'the whole of'), CRISIS_MEDS)) },
  { category: 'crisis', reason: 'self-harm', match: seq(1, words('punching my own', 'punch my own', 'hitting my own', 'hit my own', 'slapping my own', 'scratching my own'), words('stomach', 'belly', 'thighs', 'thigh', 'legs', 'arms', 'face', 'head', 'body')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: words('one last christmas with me', 'last christmas with me', 'if i do it in january', 'if i do it after christmas', 'if i do it in the new year') },
  { category: 'crisis', reason: 'self-harm', match: notWhen(words('the cutting started again', 'cutting started again', 'started cutting again', 'the cutting is back', 'cutting myself again', 'hiding plasters', 'hide the plasters', 'hiding the plasters'), words('carbs', 'calories', 'sugar', 'alcohol', 'caffeine', 'the grass', 'hair', 'coupons')) },
  { category: 'crisis', reason: 'overdose', match: both(both(words('finally decided', 'i have decided', 'made my decision', 'made up my mind', 'decided on'), CRISIS_MEDS), words('gin', 'vodka', 'whisky', 'whiskey', 'bottle of wine', 'bottle of gin', 'bottle of vodka', 'alcohol', 'a bottle of')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(near(30, words('hemlock', 'foxglove', 'deadly nightshade', 'belladonna', 'oleander', 'aconite', 'monkshood', 'death cap', 'death caps'), words('wonder about', 'wondering about', 'tempted', 'brewing it', 'brew it', 'make a tea of it', 'drinking it', 'eating it', 'take it out of the tin', 'kept a bag', 'keep a bag')), words('=planting', 'to plant', 'to dogs', 'my dog', 'pets', 'the children', 'for the garden', 'in the garden')) },
  // What blind sets BX to BZ taught: a place known for suicide reached today, the rest of the box
  // at home after an overdose, self-harm back under long sleeves, a plugged-in appliance by the
  // bath, and "I've cut my stomach" said plainly.
  { category: 'crisis', reason: 'suicidal-thoughts', match: notWhen(near(6, words('beachy head', 'golden gate bridge', 'clifton suspension bridge', 'humber bridge', 'erskine bridge', 'the gap'), words('parked', 'parked up', 'i am at', 'i am on', 'sat at', 'sitting at', 'standing at', 'driving to', 'drove to', 'on my way to', 'heading to', 'at the edge', 'near the edge', 'up at')), words('for a walk', 'walking group', 'with the dog', 'with friends', 'holiday', 'the views', 'a picnic', 'charity walk', 'a hike', 'the gap year', 'gap between')) },
  { category: 'crisis', reason: 'overdose', match: both(both(words('overdose', 'overdosed', 'ingestion', 'took too many', 'od'), CRISIS_MEDS), words('rest of the box', 'rest of the packet', 'rest of the pills', 'rest of the tablets', 'the rest of them', 'nobody has rung', 'no one has rung', 'nobody has called', 'no one has called', 'nobody has been in touch', 'no one has been in touch')) },
  { category: 'crisis', reason: 'self-harm', match: both(words('long sleeves', 'long sleeve', 'long sleeved'), words('doing that to myself', 'do that to myself', 'did that to myself', 'what is underneath them', 'what is underneath', 'what is under them', 'hurting myself', 'cutting again', 'started cutting', 'cutting myself')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: both(near(12, words('bath', 'bathtub', 'in the tub'), words('hairdryer', 'hair dryer', 'toaster', 'heater', 'straighteners', 'radio', 'extension lead')), words('plugged in', 'within reach', 'balanced on the edge', 'on the edge of the bath')) },
  { category: 'crisis', reason: 'self-harm', match: notWhen(affirmed(seq(0, words('i have cut my', 'i cut my', 'i have been cutting my', 'i am cutting my', 'i keep cutting my'), words('stomach', 'belly', 'arm', 'arms', 'thigh', 'thighs', 'leg', 'legs', 'wrist', 'wrists', 'skin', 'hip', 'hips'))), words('shaving', 'shaved', 'shave', 'razor burn', 'by accident', 'accidentally', 'on a', 'on the', 'cooking', 'chopping', 'slipped', 'glass broke', 'fell', 'gardening', 'hair', 'paper cut', 'brambles')) },
  // What blind sets BU to BW taught: a word cut into the skin, affairs put in order with a hint
  // ("you can probably guess why"), and a death joked about that is no longer a joke.
  { category: 'crisis', reason: 'self-harm', match: notWhen(either(
    seq(4, words('carved', 'carve', 'carving', 'etched', 'etch', 'etching'), INTO_MY_SKIN),
    both(seq(4, words('scratched', 'scratch', 'scratching'), INTO_MY_SKIN), words('with a needle', 'with a pin', 'with a safety pin', 'with a blade', 'with a razor', 'with a compass', 'with glass', 'with a knife', 'with scissors')),
  ), either(NOT_ON_PURPOSE, ABOUT_THE_SUBJECT)) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(25, words('if i die', 'if i died', 'when i die', 'if i was gone', 'if i were gone', 'when i am gone', 'after i am gone', 'if i go'), words('guess why', 'know why i am asking', 'know why i ask', 'work out why', 'figure out why', 'read between the lines')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: near(20, words('dying', 'die', 'death', 'dead', 'not waking up', 'kill me'), words('would welcome it', 'would welcome that', 'i welcome it', 'not a joke anymore', 'not a joke any more', 'no longer a joke', 'stopped being a joke', 'lately it is not a joke', 'is not a joke lately')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: seq(6, words('what if i', 'if i just', 'wonder', 'wondered', 'thought about', 'think about', 'tempted'), words('did not come up', 'not come up', 'never came up', 'never come up', 'stayed under', 'stay under', 'did not come back up', 'never woke up', 'did not wake up')) },
  { category: 'crisis', reason: 'suicidal-thoughts', match: notBefore(words('written a note', 'wrote a note', 'writing a note', 'written my note', 'written the note', 'left a note', 'written letters to everyone', 'written goodbye'), words('to', 'of', 'about', 'in', 'on', 'with', 'for my gp', 'for the gp', 'for my doctor', 'for the doctor', 'for my appointment', 'for the appointment', 'for school', 'for work', 'for the school'), 0) },
  { category: 'crisis', reason: 'self-harm', match: near(8, words('razor blades', 'razor blade', 'blades', 'a blade'), words('carry', 'carrying', 'in my bag', 'hidden', 'hide', 'hiding', 'keep them', 'stash', 'bought some', 'next to my bed', 'by my bed', 'under my bed', 'under my pillow', 'in my drawer', 'use them on', 'on myself', 'on my arms', 'on my legs')) },
  { category: 'crisis', reason: 'self-harm', match: notWhen(near(10, words('dig my nails', 'digging my nails', 'dug my nails', 'pull my hair out', 'pulling my hair out', 'pulled my hair out', 'bang my head', 'banging my head', 'bang my fists', 'banging my fists', 'hit my head against', 'hit myself', 'hitting myself', 'punch myself', 'punching myself', 'slap myself', 'slapping myself', 'scratch myself', 'scratching myself', 'bite myself', 'biting myself', 'burn myself', 'burning myself'), words('until they bleed', 'until it bleeds', 'till it bleeds', 'till they bleed', 'until i bleed', 'till i bleed', 'bleed', 'until it hurts', 'till it hurts', 'to feel something', 'to punish', 'on purpose', 'when i get like this', 'so it hurts', 'make it stop', 'deserve it', 'deserve')), NOT_ON_PURPOSE) },
];

// ---- Emergency now -------------------------------------------------------------------------

/** A panic attack that has passed ("felt I couldn't breathe, passed in ten minutes") is not breathlessness now. */
/** "My flushes make me feel I can't breathe but they pass": the flush, not the lungs or the heart. */
const FLUSH_PASSES = both(words('flush', 'flushes', 'flash', 'flashes'), words('but they pass', 'then they pass', 'and then they pass', 'but it passes', 'then it passes', 'until it passes', 'till it passes'));
const PANIC_PASSED = both(words('panic attack', 'panic attacks', 'anxiety attack'), words('passed', 'it passed', 'went away', 'settled', 'calmed down', 'fine now', 'ok now', 'okay now'));
/** Chest pain in words only: sadness or grief, sore muscles from coughing, tightness with nerves that goes away. */
const CHEST_NOT_HEART = either(
  words('with sadness', 'with grief', 'heartache', 'heartbreak', 'chest muscles', 'from coughing', 'not my heart', 'not the heart'),
  // A cause a doctor gave ("the ER doc said my chest pain was acid reflux"); never the person's own guess.
  both(words('doc', 'doctor', 'gp', 'a and e', 'a e', 'er', 'hospital', 'cardiologist', 'consultant', 'nurse'), seq(6, words('said', 'told me', 'diagnosed'), words('acid reflux', 'reflux', 'heartburn', 'indigestion', 'muscular', 'a pulled muscle', 'costochondritis'))),
  both(words('anxious', 'anxiety', 'nervous', 'nerves', 'panic'), words('it goes once', 'goes once', 'goes away once', 'goes when', 'passes once', 'it passes', 'settles once', 'once i get there')),
);
/** Numb with cold, or after the dentist, is not a stroke sign. */
const NUMB_WITH_COLD = words('with cold', 'with the cold', 'in the cold', 'from the cold', 'in the wind', 'from the dentist', 'after the dentist');
const ARM_JAW_PAIN = near(6, words('arm', 'left arm', 'jaw', 'neck', 'shoulder'), affirmed(words('pain', 'ache', 'aches', 'hurt', 'hurts', 'numb', 'heavy', 'tingling', 'pins and needles', 'tight', 'going down')));
const SPEECH_WRONG = either(words('comes out as nonsense', 'come out as nonsense', 'coming out as nonsense', 'can not find my words', 'can not get my words out', 'words will not come out', 'words would not come out'), near(5, words('speech', 'word', 'words', 'talk', 'talking', 'speak', 'speaking', 'voice'), words('funny', 'wrong', 'weird', 'strange', 'muddled', 'mixed up', 'jumbled', 'garbled', 'slurry', 'not right', 'nonsense', 'gibberish', 'not make sense', 'would not come')));
const ONE_SIDE_SIGN = either(
  near(6, words('face', 'mouth', 'smile', 'eyelid', 'cheek'), words('droop', 'droopy', 'drooping', 'dropped', 'sag', 'saggy', 'sagging', 'lopsided', 'numb', 'weak', 'fallen', 'uneven', 'crooked', 'not working', 'stopped working', 'will not move', 'not moving')),
  near(6, words('arm', 'leg', 'hand', 'side', 'one side', 'half my body'), words('heavy', 'weak', 'numb', 'limp', 'dead', 'not working', 'stopped working', 'will not work', 'can not lift', 'can not move', 'can not feel', 'not feel', 'useless', 'floppy', 'tingly')),
  near(5, words('vision', 'eyesight', 'sight', 'see'), words('blurry', 'blurred', 'blur', 'double', 'went', 'gone', 'lost', 'dark', 'black', 'half')),
);
// What blind set CN taught: weakness left by a stroke years ago is history, unless something is new.
const STROKE_LONG_AGO = notWhen(
  either(seq(2, words('stroke', 'my stroke'), seq(0, number(1, 60), words('years ago', 'year ago', 'yrs ago'))), words('since my stroke', 'after my stroke', 'from my stroke', 'since the stroke', 'after the stroke', 'from the stroke')),
  either(SUDDEN, words('again', 'new', 'different', 'now', 'today', 'this morning', 'this afternoon', 'this evening', 'tonight', 'last night', 'woke up', 'since lunch', 'since breakfast', 'other side', 'minutes ago', 'an hour ago', 'last hour', 'half an hour')),
);
// A face or an arm on its own is no stroke sign ("my face goes red and my words come out wrong").
/** A face that has aged, not one that has dropped on one side: "jowls at 55". */
const AGEING_FACE = words('jowls', 'jowl', 'wrinkles', 'collagen', 'facelift', 'face lift', 'skincare', 'skin care', 'help skin');
// "She was completely fine at lunch" dates a change as surely as "suddenly" does.
const STROKE_CONTEXT = either(SUDDEN, ONE_SIDE_SIGN, words('one side', 'left side', 'right side', 'slurred', 'slur', 'can not lift', 'fine at lunch', 'fine at breakfast', 'fine this morning', 'fine an hour ago', 'fine half an hour ago', 'understand what i am saying'));

const EMERGENCY: Rule[] = [
  // What blind set CB taught: a heart "being crushed" for an hour and a thunderclap in the skull,
  // told in a note to her future self and in a haiku.
  { category: 'emergency', reason: 'heart', match: both(affirmed(near(8, words('heart', 'chest'), words('being crushed', 'crushed', 'crushing', 'in a vice', 'vice like', 'elephant on'))), words('it has been an hour', 'been an hour', 'has not passed', 'not passed', 'will not go', 'not going away', 'getting worse', 'sweating', 'sweaty', 'clammy', 'my arm', 'my jaw', 'left arm', 'being sick')) },
  { category: 'emergency', reason: 'headache', match: both(affirmed(near(6, words('thunderclap'), words('skull', 'head', 'headache'))), words('worst ever', 'worst of my life', 'worst i have ever', 'happening now', 'right now', 'just now', 'sudden', 'suddenly')) },
  // What blind set BY taught: a heart's own spray not working on a pain like the last attack's,
  // and a leg "massive compared to the other one" and in agony.
  { category: 'emergency', reason: 'heart', match: either(
    near(10, words('gtn', 'gtn spray', 'nitro', 'nitroglycerin', 'glyceryl trinitrate', 'angina spray'), words('not touching it', 'is not touching', 'not working', 'is not helping', 'not helped', 'did not help', 'does not help', 'no effect', 'not doing anything', 'second dose', 'two sprays', 'three sprays', 'another spray')),
    both(words('same pain as', 'same pain i had', 'same pain as when', 'like my last heart attack', 'like the last heart attack'), words('stent', 'stents', 'pci', 'heart attack', 'angioplasty', 'bypass', 'angina', 'cardiac')),
  ) },
  { category: 'emergency', reason: 'leg-clot', match: both(both(words('leg', 'legs', 'calf', 'calves'), near(8, words('massive', 'huge', 'twice the size', 'bigger', 'swollen', 'fatter', 'puffed up'), words('compared to the other', 'than the other', 'other one', 'other leg', 'other side'))), notWhen(affirmed(words('agony', 'painful', 'pain', 'hurts', 'hurting', 'tender', 'sore', 'throbbing')), words('since i was a child', 'always been', 'all my life', 'since birth', 'for years'))) },
  // What blind set BX taught: fainting again and again with a slow heart on the watch.
  { category: 'emergency', reason: 'heart', match: both(affirmed(words('keep fainting', 'fainted again', 'keep passing out', 'passed out again', 'keep blacking out', 'blacked out again', 'times in the last hour', 'times this morning', 'times today', 'just fainted', 'just passed out')), near(4, words('hr', 'heart rate', 'pulse', 'bpm'), number(20, 40))) },
  {
    category: 'emergency',
    reason: 'heart',
    // "Can menopause cause chest pain?" asks about causes; "I have chest pain" is the red flag.
    // "Is chest pain common in menopause?" too, and chest pain that "turned out to be" reflux.
    match: notWhen(notBefore(
      notAfter(
        affirmed(near(5, words('chest'), words('pain', 'painful', 'hurt', 'hurts', 'ache', 'aching', 'tight', 'tightness', 'pressure', 'heavy', 'heaviness', 'crushing', 'squeezing', 'crushed', 'elephant', 'tight band'))),
        words('cause', 'causes', 'give you', 'gives you', 'linked to', 'symptom of', 'associated with', 'lead to', 'leads to'),
        2,
      ),
      words('common', 'normal', 'a symptom', 'a sign', 'usual'),
      1,
    ), either(words('turned out to be', 'turned out it was', 'it turned out', 'was told it was', 'it was reflux', 'heart was fine', 'heart is fine', 'checked my heart', 'said it is fine', 'been checked', 'ecg normal', 'ecg was normal', 'doctor says anxiety', 'doctor says it is anxiety', 'all clear', 'said it is panic', 'said it was panic'), CHEST_NOT_HEART)),
  },
  // "A heart attack scare in 2019", "heart attack risk", "died young of a heart attack", "looked like I was having one" (said of a flush).
  { category: 'emergency', reason: 'heart', match: notWhen(notWhen(notWhen(notBefore(notAfter(affirmed(words('heart attack')), words('of a', 'recognise a', 'recognize a', 'spot a', 'like you are having a', 'husband had a', 'mate had a', 'friend had a', 'partner had a', 'looked like i was having a', 'looked like she was having a', 'looked like he was having a', 'gave me a', 'give me a', 'nearly had a', 'almost had a', 'risk of', 'risk of a', 'chance of', 'signs of a', 'sign of a', 'symptoms of a', 'what is a', 'prevent a', 'died of a', 'died from a', 'died of', 'died from', 'died after a', 'history of', 'family history of', 'dad had a', 'mum had a', 'father had a', 'mother had a', 'brother had a', 'sister had a', 'he had a', 'she had a', 'who had a', 'still had the', 'still had a', 'he had the', 'she had the', 'cause', 'causes', 'caused', 'cause a', 'causes a', 'raise', 'raises', 'increase', 'prevent', 'prevents', 'risk', 'risks', 'colleague had a', 'had her first', 'had his first', 'protects against', 'protect against', 'protection against', 'give myself a', 'welcome a', 'would welcome a', 'give the lifeguards a', 'give them a', 'give him a', 'give her a', 'give everyone a', 'likely to have a', 'different'), 1), words('scare', 'scares', 'risk', 'risks', 'symptoms in women', 'signs in women', 'symptoms different', 'symptoms diff', 'symptoms differ'), 0), either(FLUSH_PASSES, words('it was just a flush', 'it was only a flush', 'just a flush', 'only a flush', 'it was just', 'turned out to be', 'turned out it was', 'years ago', 'year ago', 'months ago', 'my heart is fine', 'heart is fine', 'heart was fine', 'my heart is ok'))), words('got checked', 'checked me over', 'it was anxiety', 'it was panic', 'said it was panic', 'said it was anxiety', 'was just anxiety', 'was a panic attack', 'i am fine myself', 'seen all sorts', 'just so i know', 'heart attacks differently', 'just read it', 'i am perfectly well', 'heart attacks in women', 'heart attack symptoms', 'what to look out for', 'the signs i should know', 'pulled muscle', 'otherwise completely fine', 'died at', 'died aged')), ABOUT_THE_SUBJECT) },
  {
    category: 'emergency',
    reason: 'heart',
    match: notWhen(either(
      near(12, words('arm'), words('jaw')),
      near(12, words('jaw'), words('shoulder', 'left shoulder')),
      near(12, words('left arm'), words('pain', 'ache', 'numb', 'heavy', 'tingling')),
      near(16, ARM_JAW_PAIN, words('sick', 'nausea', 'nauseous', 'sweaty', 'sweating', 'clammy', 'breathless', 'short of breath', 'chest', 'dizzy', 'faint')),
    ), words('i am fine myself', 'to look for', 'signs of a heart attack', 'symptoms of a heart attack')),
  },
  { category: 'emergency', reason: 'stroke', match: notWhen(notWhen(notAfter(seq(1, words('=having', '=have', '=is having', 'might be having', 'think'), words('a stroke')), words('risk', 'chance'), 3), words('turned out to be', 'turned out it was', 'it turned out', 'have had a stroke', 'had a stroke before', 'had a stroke in', 'her to have a stroke', 'him to have a stroke', 'was going to have a stroke when', 'going to have a stroke when i told')), either(both(words('thought i was having', 'thought she was having'), words('flush', 'flash', 'haha', 'lol', 'turned out')), both(words('ask if i am having', 'asks if i am having', 'asked if i was having', 'ask me if i am having', 'asked me if i was having', 'ask if i am ok'), words('i am not', 'i was not', 'it is just', 'it is only', 'just hormones', 'just a flush', 'just the flush')))) },
  { category: 'emergency', reason: 'stroke', match: words('right hand drop', 'left hand drop', 'right han drop', 'left han drop', 'talk foolishness all of a sudden', 'talking foolishness all of a sudden') },
  { category: 'emergency', reason: 'stroke', match: notWhen(near(5, words('face', 'mouth', 'smile'), notBefore(words('droop', 'drooping', 'dropped', 'drop', 'fallen', 'lopsided', 'sagging', 'numb', 'weak'), NUMB_WITH_COLD)), AGEING_FACE) },
  { category: 'emergency', reason: 'stroke', match: notWhen(affirmed(words('slurred', 'slurring', 'slur', 'slurry')), words('slurry lagoon', 'slurry pit', 'slurry tank', 'slurry pond', 'slurry store', 'slurry spreader', 'spreading slurry', 'the slurry')) },
  { category: 'emergency', reason: 'stroke', match: both(near(4, words('speech', 'word', 'talk', 'talking', 'speak'), words('gone funny', 'jumbled', 'come out wrong', 'coming out wrong', 'garbled', 'not make sense', 'strange')), STROKE_CONTEXT) },
  { category: 'emergency', reason: 'stroke', match: notWhen(both(near(5, words('arm', 'leg', 'side', 'hand', 'face', 'body'), notBefore(either(words('weak', 'numb', 'limp', 'can not lift', 'can not move', 'can not raise', 'can not feel'), notAfter(words('dead'), words('be', 'being'), 0)), NUMB_WITH_COLD)), either(SUDDEN, words('one side', 'left side', 'right side', 'one arm', 'slurred', 'face', 'can not lift', 'can not feel the'))), STROKE_LONG_AGO) },
  { category: 'emergency', reason: 'stroke', match: near(8, SUDDEN, words('can not see', 'lost vision', 'lost my sight', 'blind', 'vision', 'confused', 'confusion', 'double vision')) },
  {
    category: 'emergency',
    reason: 'breathing',
    // "He pinned me down and I couldn't breathe" is danger at home; that reply names 999 too.
    match: notWhen(notBefore(
      words('can not breathe', 'not breathe', 'can not breath', 'barely breathe', 'hardly breathe', 'lips blue', 'lips look blue', 'lips are blue', 'blue lips', 'turning blue', 'gone blue', 'can not catch my breath', 'not catch my breath', 'gasping', 'gasp', 'struggling to breathe', 'struggle to breathe', 'fighting for breath', 'can not get my breath', 'can not get a breath', 'can not get a proper breath', 'can not get any air', 'not get enough air'),
      words('through my nose', 'through nose', 'when', 'after', 'climbing', 'running', 'in this heat', 'during exercise', 'in this', 'in these', 'in that', 'under the duvet', 'under the covers', 'under the quilt', 'under the blanket', 'under the sheets', 'for laughing', 'laughing', 'with laughter'),
    ), either(PANIC_PASSED, FLUSH_PASSES, words('last gasp', 'last gasps', 'final gasp', 'dying gasp', 'pinned me down', 'held me down', 'holds me down', 'on top of me', 'hands round my neck', 'hands around my neck', 'hand over my mouth', 'choked me', 'chokes me', 'strangled me', 'sat on me'))),
  },
  {
    category: 'emergency',
    reason: 'breathing',
    match: near(10, affirmed(words('breathless', 'short of breath', 'shortness of breath', 'out of breath', 'difficulty breathing', 'trouble breathing', 'hard to breathe', 'wheezy', 'wheezing')), either(SUDDEN, words('at rest', 'sitting', 'lying', 'chest', 'can not finish', 'can not speak', 'can not talk', 'blue', 'so bad', 'getting worse', 'worse and worse', 'fine this morning', 'fine an hour ago', 'fine yesterday', 'off the sofa', 'off the couch', 'out of a chair', 'out of the chair', 'out of my chair'))),
  },
  { category: 'emergency', reason: 'coughing-blood', match: affirmed(either(notWhen(words('coffee grounds', 'coffee ground', 'black tarry', 'tarry stools', 'tarry poo'), words('spotting', 'discharge', 'period', 'periods', 'knickers', 'pants', 'pad', 'underwear', 'compost', 'garden', 'plants', 'fertiliser', 'cafetiere', 'coffee machine')), near(6, words('vomit', 'vomiting', 'vomited', 'throwing up', 'threw up', 'being sick'), words('black', 'dark red', 'bright red')))) },
  { category: 'emergency', reason: 'coughing-blood', match: notWhen(affirmed(near(7, words('cough', 'coughing', 'cough up', 'hack up', 'hacked up', 'hacking up', 'hawked up', 'spit', 'spitting', 'bring up', 'vomit', 'vomiting', 'throw up', 'throwing up'), affirmed(words('blood', 'bloody')))), words('all cleared up', 'cleared up and checked', 'checked and fine', 'all clear now', 'brushing my teeth', 'brushing', 'gums', 'dentist')) },
  // A clinician's own note: "?DVT. R calf +4cm, pitting, red, hot."
  { category: 'emergency', reason: 'leg-clot', match: both(words('dvt', '=?dvt', 'query dvt'), near(8, words('calf', 'leg', 'thigh'), words('red', 'hot', 'swollen', 'pitting', 'tender', 'bigger'))) },
  { category: 'emergency', reason: 'leg-clot', match: near(14, words('leg', 'calf', 'calves', 'thigh'), affirmed(words('swollen', 'swelling', 'swell', 'twice the size', 'bigger than', 'puffy')), words('pain', 'painful', 'hurt', 'hurts', 'sore', 'tender', 'red', 'hot', 'warm', 'ache', 'throbbing', 'agony', 'agonising', 'excruciating', 'unbearable', 'stabbing', 'hurts to walk', 'painful to walk', 'can not walk', 'can not put weight', 'hard to walk')) },
  { category: 'emergency', reason: 'swelling', match: affirmed(near(8, words('throat', 'tongue', 'lip', 'lips', 'mouth'), affirmed(words('swell', 'swelling', 'swollen', 'closing', 'closing up', 'close up', 'puffing up', 'blowing up')))) },
  { category: 'emergency', reason: 'swelling', match: near(14, near(4, words('face', 'eyes', 'eyelids'), words('swell', 'swelling', 'swollen', 'puff up', 'puffing up', 'blow up', 'blowing up')), words('wheezy', 'wheeze', 'wheezing', 'breathe', 'breath', 'allergic', 'reaction', 'rash', 'hives', 'after taking', 'sting', 'stung', 'throat', 'lip', 'lips', 'tongue')) },
  { category: 'emergency', reason: 'heavy-bleeding', match: notWhen(near(24, either(BLEED, words('flood', 'flooding', 'soak', 'soaking', 'clot', 'clots', 'haemorrhage', 'hemorrhage', 'pad every', 'heavy period', 'heavy bleed')), FAINT), BLEED_OR_FAINT_LONG_PAST) },
  { category: 'emergency', reason: 'liver', match: both(either(near(6, words('yellow', '=yelow', '=yello', '=yelllow', '=yellw', 'yellowing', 'yellowish', 'gone yellow', 'turned yellow'), words('skin', 'eye', 'eyes', 'white of my eyes', 'whites')), words('jaundice', 'jaundiced')), words('fezolinetant', 'veozah', 'veoza', 'elinzanetant', 'lynkuet')) },
  { category: 'emergency', reason: 'headache', match: either(words('head was exploding', 'head is exploding', 'head exploding', 'head exploded', 'head felt like it was exploding'), both(words('collapsed', 'collapse'), words('confused', 'confusion', 'not making sense', 'slurring'))) },
  { category: 'emergency', reason: 'headache', match: notWhen(near(30, words('headache', 'headaches', 'head', 'migraine'), words('like an explosion', 'in a split second', 'came on in a split second', 'worst pain i have ever felt', 'worst pain of my life', 'like nothing i have ever felt', 'like nothing i have felt')), either(ABOUT_THE_SUBJECT, words('hangover', 'hungover', 'hung over'))) },
  { category: 'emergency', reason: 'headache', match: notWhen(notWhen(near(8, words('headache', 'head pain', 'pain in my head', 'migraine'), either(affirmed(words('=worst')), words('thunderclap', 'like being hit', 'hit on the head', 'hit with a', 'like a bomb', 'like an explosion', 'exploded', 'never had anything like it', 'never had one like it', 'hit me like'), near(3, SUDDEN, words('severe', 'bad', 'awful', 'excruciating', 'came on', 'headache')))), words('hangover', 'hungover', 'hung over')), ABOUT_THE_SUBJECT) },
];

// Stroke as its signs together: speech or words wrong with a face, arm, side or vision sign; a
// weak, numb or droopy side; chest pressure in any image with sweating or sickness.
const EMERGENCY_CONCEPTS: Rule[] = [
  // What blind set CS taught: a crushing pressure "behind the sternum".
  { category: 'emergency', reason: 'heart', match: notWhen(affirmed(near(5, words('sternum', 'breastbone', 'breast bone'), words('pressure', 'crushing', 'tight', 'tightness', 'heavy', 'heaviness', 'squeezing', 'pain'))), either(CHEST_NOT_HEART, words('cause', 'causes', 'common', 'normal', 'usual', 'can menopause', 'does menopause', 'can hrt', 'turned out'))) },
  // What blind set CN taught: stroke signs in few words, as a Deaf woman or after a first stroke
  // writes them ("mouth wrong, arm no work, other side").
  { category: 'emergency', reason: 'stroke', match: affirmed(both(words('mouth wrong', 'face wrong', 'mouth funny', 'face funny', 'mouth droop', 'face droop', 'mouth drooping', 'face drooping', 'face fall', 'face fallen', 'mouth lopsided', 'face lopsided'), words('arm no work', 'arm not work', 'arm not working', 'arm will not work', 'arm weak', 'arm heavy', 'arm dead', 'hand no work', 'hand not work', 'leg no work', 'leg not work', 'can not lift my arm', 'can not lift arm', 'other side', 'one side', 'talk wrong', 'speech wrong', 'words wrong'))) },
  { category: 'emergency', reason: 'stroke', match: both(SPEECH_WRONG, either(ONE_SIDE_SIGN, SUDDEN, words('can barely speak', 'can hardly speak', 'can not speak', 'barely speak', 'started an hour ago', 'an hour ago', 'minutes ago'))) },
  { category: 'emergency', reason: 'stroke', match: notWhen(both(ONE_SIDE_SIGN, either(SUDDEN, words('one side', 'left side', 'right side', 'my side', 'went blurry', 'gone blurry', 'everything blurry', 'dropped my', 'dropped the', 'could not grip', 'can not grip', 'could not hold', 'on the floor'), SPEECH_WRONG)), either(AGEING_FACE, STROKE_LONG_AGO, words('breast', 'breasts', 'boob', 'boobs', 'nipple', 'turned out to be', 'turned out it was'))) },
  { category: 'emergency', reason: 'stroke', match: both(near(6, words('side', 'arm', 'leg', 'face'), words('can not feel', 'not feel', 'numb', 'weak', 'heavy')), near(5, words('vision', 'eyesight', 'sight'), words('blurry', 'blurred', 'double', 'went', 'gone', 'lost'))) },
  { category: 'emergency', reason: 'heart', match: both(near(8, words('chest', 'squeezing my heart', 'squeezing my chest', 'crushing my heart'), words('elephant', 'weight', 'sitting on', 'band', 'vice', 'crush', 'squeeze', 'pressing', 'pressure', 'tight', 'heavy')), words('sweat', 'sweating', 'sweaty', 'clammy', 'sick', 'nausea', 'nauseous', 'vomit', 'breathless', 'short of breath', 'arm', 'jaw', 'dizzy', 'faint')) },
  { category: 'emergency', reason: 'heart', match: affirmed(seq(2, words('having a', 'have a', 'is it a', 'think it is a'), words('=heart atack', '=heart attak', '=heart attac', '=hart attack', '=heart atttack', '=heartattack', '=heart attck'))) },
  { category: 'emergency', reason: 'heart', match: notWhen(near(12, words('chest', '=chesst', '=chst', '=ches'), words('tight', '=tite', '=tigt', 'pain', '=pane', '=payn', 'pressure', 'heavy'), words('arm', '=arn', 'jaw', '=jor', '=jore', '=jaws', 'sweating', '=sweting', '=swetting', 'sweaty', '=swety')), words('no chest pain', 'not chest pain', 'without chest pain', 'no pain in my chest')) },
  // How women often feel a heart attack: an ache in the upper back, shoulders or jaw, with sweating and nausea.
  { category: 'emergency', reason: 'heart', match: both(near(8, words('upper back', 'shoulder blades', 'shoulders', 'jaw', 'between my shoulders'), words('ache', 'aching', 'pain', 'pressure', 'tight', 'tightness', 'heavy')), both(words('sweaty', 'sweating', 'clammy', 'cold sweat'), words('nauseous', 'nausea', 'sick', 'vomiting', 'throwing up', 'feel awful', 'feel terrible', 'grey'))) },
  { category: 'emergency', reason: 'heavy-bleeding', match: near(14, words('torrential', 'flooding', 'gushing', 'pouring out', 'soaked through', 'soaking through', 'clots the size', 'through a whole pack', 'a pad an hour', 'every hour'), FAINT) },
  { category: 'emergency', reason: 'stroke', match: both(SUDDEN, either(SPEECH_WRONG, words('can not speak', 'can not talk', 'can not get words out', 'nothing comes out right', 'nothing came out right', 'words come out wrong', 'words came out wrong', 'can not get her words out', 'can not get his words out', 'nothing comes out'))) },
];

// ---- Safety at home ------------------------------------------------------------------------

const AGENT = words(
  'partner', 'husband', 'hubby', 'boyfriend', 'wife', 'girlfriend', 'he', 'she', 'son', 'daughter', 'ex', 'dad', 'father', 'my pa', 'personal assistant', 'support worker',
  'brother', 'fiance', 'spouse', 'man', 'someone', 'carer', 'stepson', 'mother in law', 'father in law', 'stepdad', 'step dad',
  'stepfather', 'uncle', 'grandad', 'grandfather', 'cousin', 'brother in law', 'ex husband', 'ex partner', 'ex boyfriend',
);
const VIOLENCE = either(
  words(
    'hit', 'punch', 'slap', 'kick', 'shove', 'choke', 'strangle', 'throttle', 'beat', 'beat up', 'rape', 'batter', 'stab',
    'assault', 'smack', 'headbutt', 'thump', 'whack', 'drag', 'threaten', 'abuse', 'grab', 'bruise', 'lock', 'spit at', 'throw',
    'burn', 'pinch',
  ),
  // "My dad had a heart attack" is not an attack by him; "she offered me a bit" is an amount, not a bite.
  notAfter(words('attack'), words('heart', 'panic', 'anxiety', 'asthma', 'migraine'), 0),
  notAfter(words('bite'), words('a', 'little', 'tiny', 'every', 'quite'), 0),
  notBefore(words('hurt', 'push', 'pushed', 'force', 'forced'), words('me to go', 'me to see', 'my feelings', 'me to exercise', 'me to try', 'me to talk', 'me to get')),
);
// "He is killing me with his snoring" is figurative; "he will kill me with a knife" is not.
const VIOLENCE_WITH_VICTIM = either(notBefore(notAfter(words('kill me', 'killing me', 'killed me'), words('nearly', 'almost', 'practically', 'literally', 'flush', 'flushes', 'sweats', 'heat'), 1), words('with his', 'with her', 'with their', 'with the', 'with all', 'lol', 'haha', 'if i buy', 'if i spend', 'if i order', 'if i get another', 'if i eat', 'if i turn', 'when he sees the', 'when he sees how much', 'for buying', 'for spending')), words(
  'hold me down', 'held me down', 'pin me down', 'pinned me down', 'hurt me', 'hurts me', 'keep me locked', 'keeps me locked',
  'lock me in', 'locks me in', 'locked me in', 'lock me up', 'locks me up', 'keep me prisoner', 'keeps me prisoner',
));
const VICTIM = words('me', 'my', 'us', 'our', 'the wife', 'his wife', 'the woman', 'the women', 'the kid', 'the kids', 'the children', 'my kid', 'my children', 'myself', 'mum', 'mam', 'mom', 'mother');
const FEAR = words('afraid', 'scared', 'frightened', 'terrified', 'fear', 'petrified', 'fearful');
/** "I'm going to strangle the next person who says yoga" is her own joke; "he's worried he hurt me" (in bed) is his worry. */
const NOT_HARMED = words(
  'i am going to strangle', 'i could strangle', 'i will strangle', 'i am going to hit', 'i am going to kill the next', 'i could kill',
  'a bucket over me', 'bucket of water', 'cheerfully throttle', 'cheerfully strangle', 'could cheerfully', 'strangle it', 'not really i love', 'round the park', 'for a walk', 'the dog drags', 'if he knew i had bought', 'if he knew i bought', 'if he knew how much', 'bought another',
  'worried he hurt me', 'worried he might have hurt me', 'worried he had hurt me', 'thinks he hurt me', 'scared he hurt me', 'worried he was hurting me',
  'thinks he is hurting me', 'worried he is hurting me', 'worries he is hurting me', 'thinks he might be hurting me', 'afraid he is hurting me',
);

const HOME: Rule[] = [
  // What blind sets CM to CR taught: an injury he caused ("he put me in A&E") and threats begun
  // again; a fall that is a push.
  // What blind sets CV to CX taught: a non-molestation order breached, a prescription cancelled by
  // a husband "pretending to be me", a day timetabled "down to the minute", a mother with dementia
  // who lashes out, plates smashed and "nobody would care if I went missing".
  { category: 'home-safety', reason: 'abuse', match: words('breached the non mol', 'breached the non molestation', 'breached his non mol', 'broke the non mol', 'breach of the non mol', 'breached the order', 'breached the injunction', 'timetables my whole day', 'timetables my day', 'timetable my day', 'controls my whole day', 'telling me nobody would care', 'tells me nobody would care', 'says nobody would care', 'smashing plates', 'smashes plates', 'smashed plates', 'frightened to be alone with', 'scared to be alone with', 'afraid to be alone with') },
  { category: 'home-safety', reason: 'abuse', match: both(words('pretending to be me', 'pretended to be me', 'posing as me', 'hell to pay'), words('he', 'husband', 'partner', 'him')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('lashes out', 'lashed out', 'lashing out'), words('scratched my face', 'hits me', 'hit me', 'punched me', 'frightened of her', 'scared of her', 'frightened of him', 'scared of him', 'afraid of her', 'afraid of him')) },
  // What blind sets CS to CU taught: a DASH checklist about a partner, abuse that is "not historical,
  // it's my husband", brakes cut after "better off if I had an accident", a hand slammed in a door,
  // a way out "safely", a helpline that won't show on the bill, bruises under clothes and a cover story.
  { category: 'home-safety', reason: 'abuse', match: both(words('dash checklist', 'dash risk checklist', 'dash questionnaire', 'dash form', 'dash risk assessment', 'risk assessment about my partner', 'risk assessment on my partner', 'risk assessment about my husband'), words('yes', 'answers', 'scored', 'score', 'high risk', 'medium risk')) },
  { category: 'home-safety', reason: 'abuse', match: both(both(words('not historical', 'it is ongoing', 'and it is ongoing', 'still happening', 'still going on'), words('assault', 'abuse', 'rape', 'violence', 'coercive', 'hits', 'hit')), words('my husband', 'my partner', 'him', 'he')) },
  { category: 'home-safety', reason: 'abuse', match: words('brake cable was cut', 'brake cable on my bike was cut', 'cut my brake', 'cut the brake', 'tampered with my brakes', 'tampered with the brakes', 'tampered with my car', 'better off if i had an accident', 'smashing my stuff', 'smashes my stuff', 'smashed my stuff', 'smashing my things', 'breaking my things', 'breaks my things', 'want out safely', 'get out safely', 'leave him safely', 'black and blue under', 'bruised under my clothes', 'bruises under my clothes', 'bruises where no one can see', 'bruises where nobody can see', 'marks under my clothes') },
  { category: 'home-safety', reason: 'abuse', match: seq(4, words('he', 'husband', 'partner'), words('slammed my hand', 'slammed my fingers', 'shut my hand', 'trapped my hand', 'slammed the door on my')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('not show up on the phone bill', 'not show on the phone bill', 'not show up on the bill', 'not show up on my phone', 'not appear on the phone bill', 'not appear on the bill'), words('helpline', 'help line', 'him', 'he', 'refuge', 'abuse')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('if he asks', 'if he checks', 'if he sees this', 'delete this chat', 'he reads my phone'), words('black and blue', 'bruises', 'bruised', 'hurt me', 'hits me', 'marks')) },
  { category: 'home-safety', reason: 'abuse', match: words('touches me in ways', 'touched me in ways', 'touches me inappropriately', 'touched me inappropriately', 'touches me during personal care', 'touched me during personal care', 'gropes me', 'groped me') },
  { category: 'home-safety', reason: 'abuse', match: both(words('as punishment', 'as a punishment', 'to punish me', 'punishes me', 'punished me'), words('leaves me', 'left me', 'locks me', 'locked me', 'makes me sit', 'makes me wait', 'carer', 'my pa')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('parks my chair', 'puts my chair', 'moves my chair', 'put my chair', 'takes my chair', 'hides my chair', 'moves my wheelchair', 'takes my wheelchair', 'took my wheelchair', 'hides my wheelchair', 'takes my stick', 'hides my stick', 'takes my frame', 'hides my frame', 'takes my walker', 'hides my walker', 'hides my phone', 'takes my phone away', 'took my phone away'), words('where i can not reach', 'out of my reach', 'out of reach', 'leaves me', 'so i can not', 'all day', 'if i complain')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('gives me extra', 'makes me take', 'forces me to take', 'he stands there', 'crushes them into', 'puts them in my'), words('out of the way', 'he stands there', 'do not want to take', 'keep me quiet', 'knock me out', 'so i sleep')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('got a temper', 'has a temper', 'his temper', 'loses his temper', 'he gets angry', 'he gets nasty'), words('covered in bruises', 'covered in bruise', 'bruises all over', 'black and blue')) },
  { category: 'home-safety', reason: 'abuse', match: either(words('put me in a and e', 'put me in a e', 'put me in hospital', 'put me in the hospital', 'put me in the er', 'put me in resus', 'the threats have started again', 'threats have started again', 'the threats started again', 'only hands it over when', 'only hands them over when', 'only gives it to me when', 'only gives them to me when', 'when i have been behaving', 'if i have been behaving', 'scared of how angry he gets', 'frightened of how angry he gets', 'afraid of how angry he gets'), notBefore(words('i am being pushed', 'i keep being pushed', 'i keep getting pushed', 'i get pushed'), words('out', 'to', 'into', 'at work', 'by my boss', 'by work', 'too hard', 'around at work', 'for', 'towards', 'toward', 'on', 'aside'))) },
  // What blind sets CJ to CL taught: a knife kept under his pillow, abuse seen only after thirty
  // years ("what he does isn't normal"), and Women's Aid asked about "for me".
  { category: 'home-safety', reason: 'abuse', match: words('knife under his pillow', 'knife under the pillow', 'sleeps with a knife', 'keeps a knife by the bed', 'gun under his pillow', 'what he does is not normal', 'what he does to me is not normal', 'the way he treats me is not normal', 'how he treats me is not normal', 'what he does is abuse') },
  { category: 'home-safety', reason: 'abuse', match: both(words('women s aid', 'womens aid', 'refuge', 'domestic abuse helpline', 'domestic violence helpline'), words('asking for me', 'asking for myself', 'it is for me', 'for me not a friend', 'not for a friend')) },
  // What blind sets CG and CH taught: "hurry up and die" said to her by family, and being cuffed to the bed.
  { category: 'home-safety', reason: 'abuse', match: words('been heavy handed again', 'he has been heavy handed', 'hurry up and die', 'tells me to die', 'told me to die', 'tells me to go and die', 'cuffed me to', 'handcuffed me to', 'tied me to the bed', 'tied me to a chair') },
  // What blind set CB taught: danger told in a diary's calm ("Darren didn't hit me this week").
  { category: 'home-safety', reason: 'abuse', match: words('did not hit me this week', 'has not hit me this week', 'did not hit me today', 'has not hit me today', 'did not hit me this time', 'hands round my neck', 'hands around my neck', 'hand round my neck', 'hand around my neck', 'have to get out quickly', 'get out quickly again', 'fell asleep before he got really angry', 'before he got really angry') },
  { category: 'home-safety', reason: 'abuse', match: HELD_UNDER_BY_SOMEONE },
  { category: 'home-safety', reason: 'abuse', match: notWhen(affirmed(seq(4, AGENT, either(seq(3, VIOLENCE, VICTIM), VIOLENCE_WITH_VICTIM))), NOT_HARMED) },
  { category: 'home-safety', reason: 'abuse', match: affirmed(seq(1, seq(1, FEAR, words('of')), AGENT)) },
  // "Aches everywhere like I've been hit by a truck" is a figure of speech.
  { category: 'home-safety', reason: 'abuse', match: notWhen(notWhen(notBefore(notAfter(seq(2, words('being', 'been', 'am', 'was'), either(words('abused', 'beaten', 'hit', 'assaulted', 'raped', 'strangled'), notAfter(words('attacked'), words('panic', 'heart', 'anxiety', 'asthma', 'migraine'), 0))), words('like', 'as if', 'as though', 'feel like i have', 'like i have', 'jeans', 'trousers', 'waistband', 'bra', 'clothes', 'tights'), 2), words('what is hit', 'by a truck', 'by a bus', 'by a train', 'by a lorry', 'by a car', 'by a brick', 'by a wave', 'by a ton', 'by a sledgehammer', 'by a flush', 'by a hot flush', 'by the menopause', 'by menopause', 'by the flu'), 0), NOT_HARMED), ABOUT_THE_SUBJECT) },
  { category: 'home-safety', reason: 'abuse', match: near(6, affirmed(FEAR), words('what he will do', 'what else he will do', 'what else he might do', 'what he might do', 'what he would do', 'what he could do', 'what he will say', 'what she will do', 'what she might do', 'what she would do', 'how he will react', 'how he reacts', 'go home', 'going home', 'be home', 'be at home', 'come home', 'comes home', 'get home', 'of him', 'of her', 'when he', 'when she')) },
  {
    category: 'home-safety',
    reason: 'abuse',
    match: notWhen(words(
      'domestic abuse', 'domestic violence', 'abusive relationship', 'abusive partner', 'abusive husband', 'abusive marriage',
      'coercive control', 'not safe at home', 'not feel safe at home', 'not safe with him', 'not safe with her', 'not feel safe with my', 'not safe with my', 'not feel safe around him', 'not feel safe around her', 'not feel safe with him', 'not feel safe with her', 'unsafe at home',
      'walking on eggshells', 'the odd shove', 'the odd slap', 'the odd push', 'violent temper', 'is violent', 'violent towards me', 'violent to me', 'get violent', 'gets violent',
      'controls all our money', 'controls my money', 'controls everything', 'controls all my money', 'controls who i see', 'controls where i go',
      'violent husband', 'violent partner', 'violent boyfriend', 'violent wife', 'violent man', 'violent ex', 'checks my phone', 'will not let me see', 'will not let me leave',
      'will not let me go', 'not let me see', 'no one will believe me', 'nobody will believe me', 'my fault he', 'threaten me',
      'threatening me', 'threatened me', 'abusing me', 'am abused', 'abused at home', 'abuse at home', 'abused by', 'is abusive', 'been abusive', 'abused me', 'hurt me before', 'hurts me',
      'punches walls', 'punch walls', 'punches the wall', 'punched the wall', 'punches holes', 'smashes things', 'smash things',
      'smashed things', 'throws things', 'threw things', 'breaks things', 'broke things',
    ), either(NOT_HARMED, ABOUT_THE_SUBJECT, words('socks', 'washing basket', 'at work', 'manager', 'my boss', 'colleague', 'snacks', 'that going to hurt me', 'it going to hurt me', 'will it hurt me', 'will that hurt me', 'could it hurt me', 'could that hurt me', 'would it hurt me', 'would that hurt me', 'can it hurt me', 'can that hurt me', 'will they hurt me', 'could they hurt me'))),
  },
];

// Control, threats, pressure into sex and violence by any partner, and needing a safe place.
const CONTROLLING = words(
  'take', 'takes', 'took', 'taken', 'hide', 'hid', 'hidden', 'keep', 'keeps', 'kept', 'control', 'controls', 'check', 'checks',
  'track', 'tracks', 'tracking', 'smash', 'smashed', 'confiscate', 'confiscated', 'lock away', 'locked away', 'hold onto', 'holds onto',
  'go through', 'goes through', 'read', 'reads', 'monitor', 'monitors', 'follow', 'follows',
);
const BELONGINGS = words(
  'my phone', 'my keys', 'the keys', 'my car keys', 'the car keys', 'my passport', 'my bank card', 'my card', 'my cards', 'my money',
  'my wages', 'my salary', 'my pension', 'my savings', 'my location', 'my purse', 'my wallet', 'my id', 'my messages', 'my texts', 'my emails', 'my benefits', 'our money',
  'the bank app', 'my bank app', 'my bank', 'my spending', 'what i spend', 'my receipts', 'every receipt', 'my mileage',
  'my browsing history', 'my browser history', 'my search history', 'my internet history', 'all my emails', 'all your emails', 'your emails', 'your phone', 'your messages', 'your texts', 'all my messages', 'all my texts',
);
const NOT_ALLOWED = words(
  'will not let me', 'does not let me', 'do not let me', 'not let me', 'not allow me', 'not allowed', 'never lets me', 'never let me',
  'stops me', 'stop me from', 'forbids me', 'forbid me', 'not permitted',
);
const FREEDOM = words(
  'out', 'go out', 'leave', 'see', 'take the car', 'drive', 'have my own', 'my own money', 'own money', 'friends', 'my family', 'my sister',
  'my mum', 'work', 'a job', 'phone', 'talk to', 'go to', 'visit', 'the house', 'outside', 'calm down', 'own doctor', 'see my',
);
const PRESSURE = words(
  'make me', 'makes me', 'made me', 'force', 'forces', 'forced', 'forcing', 'pressure', 'pressures', 'pressuring', 'pressured',
  'push me into', 'pushes me into', 'guilt', 'guilts', 'coerce', 'coerced', 'coerces', 'demands', 'demand', 'expects me', 'insists',
);
const HARM_ME = seq(1, either(words('hit', 'punch', 'slap', 'kick', 'shove', 'push', 'choke', 'strangle', 'throttle', 'beat', 'smack', 'headbutt', 'grab', 'burn', 'spit at', 'throw', 'pinch'), notBefore(notAfter(words('bite'), words('a', 'a little', 'a tiny'), 0), words('embarrassing', 'awkward', 'odd', 'weird', 'strange', 'worried', 'nervous', 'more', 'less', 'better', 'worse', 'much', 'tired', 'low', 'down', 'scared', 'anxious', 'of a'))), words('me', 'my face', 'my head', 'my arm', 'my neck', 'my belly', 'my leg'));
const INSULT = words('fat', 'ugly', 'disgusting', 'useless', 'stupid', 'pathetic', 'worthless', 'hag', 'old bag', 'cow', 'bitch', 'psycho', 'a failure', 'dried up', 'a waste of space', 'frigid', 'past it');

const HOME_CONCEPTS: Rule[] = [
  // Slammed into walls; a carer who is rough or takes money; an ex who found the new address.
  { category: 'home-safety', reason: 'abuse', match: seq(4, AGENT, seq(1, words('slam', 'slams', 'slammed', 'slamming', 'throws', 'threw', 'pushes', 'pushed', 'shoves', 'shoved'), words('me into', 'me against', 'me down', 'me across', 'me out of'))) },
  // Told by a clinician about herself ("fingertip pattern... it's from him"), or by a sister,
  // neighbour or carer about another woman: "her husband pushed her into the counter".
  { category: 'home-safety', reason: 'abuse', match: words('hit me for the first time', 'squeezes my wrists', 'squeezed my wrists', 'squeezes my wrist', 'grabs my wrists', 'twists my wrist', 'twisted my wrist', 'fingertip bruises', 'fingertip pattern', 'fingertip marks', 'keeping a diary of what he', 'diary of what he does', 'marac') },
  { category: 'home-safety', reason: 'abuse', match: seq(4, words('husband', 'partner', 'boyfriend', 'son', 'daughter', 'he', 'she'), words('pushed her into', 'shoved her into', 'pushed her against', 'slapped her', 'slaps her', 'seen her slap', 'hits her', 'hit her', 'punched her', 'kicked her', 'beats her', 'chokes her', 'strangled her', 'screams at her', 'shouts at her half the night')) },
  { category: 'home-safety', reason: 'abuse', match: near(12, words('carer', 'carers', 'care worker', 'care workers', 'care home staff'), words('rough with', 'takes money', 'taking money', 'took money', 'steals', 'stealing', 'stole', 'hits her', 'hit her', 'hits him', 'slaps', 'pinches', 'bruises', 'bruised', 'shouts at her', 'locks her', 'from her purse', 'from his wallet')) },
  { category: 'home-safety', reason: 'abuse', match: words('found my new address', 'found out my new address', 'found out where i live now', 'found out where i live', 'tracked me down', 'knows my new address') },
  { category: 'home-safety', reason: 'abuse', match: both(words('changed all the passwords', 'changed the passwords', 'changed the password', 'changed all our passwords', 'locked me out of the account', 'locked me out of our account'), words('money', 'account', 'accounts', 'bank', 'access')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('he is due back', 'he will be back soon', 'before he gets back', 'before he comes back', 'before he gets home', 'can not talk long'), words('where i could go', 'where can i go', 'where could i go', 'if i leave', 'leave tonight', 'somewhere to go', 'somewhere safe')) },
  { category: 'home-safety', reason: 'abuse', match: both(words('police came', 'called the police', 'police were called', 'police round'), words('said nothing happened', 'worse now', 'did not press charges', 'dropped the charges', 'he said sorry')) },
  { category: 'home-safety', reason: 'abuse', match: words('marital rape', 'rape in marriage', 'raped by my husband', 'forcing his wife', 'forces his wife', 'forced his wife', 'has my passport', 'has all the documents', 'has all my documents', 'has my documents', 'keeps my documents', 'keeps the documents', 'has all the paperwork', 'took my passport', 'hides my passport') },
  { category: 'home-safety', reason: 'abuse', match: words('bag packed', 'go bag', 'escape bag', 'in case i need to run', 'in case i need to leave', 'in case i have to run', 'will not just be a slap', 'not just be a slap', 'next time it will not just', 'next time it will be worse') },
  { category: 'home-safety', reason: 'abuse', match: near(8, words('husband', 'partner', 'boyfriend', 'son', 'ex', 'he', 'dad', 'father', 'stepdad'), words('hits her', 'beats her', 'hurts her', 'abuses her', 'slaps her', 'is hitting her')) },
  { category: 'home-safety', reason: 'abuse', match: words('pillow over my face', 'holds a pillow over', 'held a pillow over', 'hand over my mouth', 'hands over my mouth') },
  { category: 'home-safety', reason: 'abuse', match: near(12, AGENT, words('does not accept no', 'will not accept no', 'does not take no', 'will not take no', 'carries on anyway', 'just carries on', 'ignores me when i say no', 'i will be sorry', 'you will be sorry', 'i will regret it', 'you will regret it', 'he has said worse', 'said worse things')) },
  { category: 'home-safety', reason: 'abuse', match: seq(4, AGENT, words('hid', 'hide', 'hides', 'hidden', 'hiding', 'threw away', 'throws away', 'thrown away', 'binned', 'bins', 'flushed', 'took away', 'takes away', 'withholds', 'withheld', 'will not give me'), words('my hrt', 'my patches', 'my patch', 'my medication', 'my meds', 'my tablets', 'my pills', 'my medicine', 'my gel', 'my inhaler', 'my prescription', 'my antidepressants')) },
  { category: 'home-safety', reason: 'abuse', match: near(14, AGENT, words('keeping me from sleeping', 'keeps me from sleeping', 'kept me from sleeping', 'keep me from sleeping', 'not let me sleep', 'stops me from sleeping', 'stop me sleeping', 'waking me up to shout', 'wakes me up to shout', 'woke me up to shout', 'waking me up to scream', 'wakes me up to scream', 'waking me up to yell', 'wakes me up to yell', 'deprives me of sleep')) },
  { category: 'home-safety', reason: 'abuse', match: either(
    both(words('door wedged', 'wedged the door', 'wedged shut', 'barricaded', 'locked myself in', 'lock myself in', 'hiding in the', 'chair against the door', 'chair under the handle'), seq(3, AGENT, words('banging', 'hammering', 'pounding', 'kicking', 'trying to get in', 'shouting', 'screaming'))),
    seq(2, AGENT, words('banging on it now', 'banging on the door now', 'trying to get in', 'trying to break the door', 'kicking the door in', 'kicking the door down', 'breaking the door down')),
  ) },
  { category: 'home-safety', reason: 'abuse', match: notWhen(near(20, words('black eye', 'bruise', 'bruises', 'bruised', 'split lip', 'fat lip'), words('i tell people', 'tell people they are', 'but it is not that', 'making excuses for', 'excuses for the', 'said i was clumsy', 'told them i was clumsy', 'walked into a door', 'walked into the door', 'walked into a cupboard', 'walked into a doorframe', 'walked into the cupboard', 'fell down the stairs', 'told work', 'told them i', 'told everyone i', 'said i fell', 'pretended', 'lied about', 'lie to', 'lied to', 'had to lie', 'lying to', 'i did not', 'not what happened')), words('bruise has gone', 'bruise has faded', 'bruise went', 'bruising has gone', 'bruising went', 'bruise is gone')) },
  { category: 'home-safety', reason: 'abuse', match: seq(6, AGENT, CONTROLLING, BELONGINGS) },
  { category: 'home-safety', reason: 'abuse', match: seq(6, AGENT, NOT_ALLOWED, FREEDOM) },
  { category: 'home-safety', reason: 'abuse', match: seq(3, AGENT, words('control', 'controls', 'controlling', 'decides', 'chooses', 'dictates', 'tells me'), words('what i wear', 'who i see', 'who i talk to', 'who i speak to', 'where i go', 'what i eat', 'what i spend', 'when i can', 'when i go out', 'if i can go')) },
  { category: 'home-safety', reason: 'abuse', match: words('not allowed out', 'not allowed to leave', 'not allowed to go out', 'every penny', 'show him receipts', 'show him the receipts', 'show him my receipts', 'show her the receipts', 'answers for me', '=speaks for me', '=talks for me', 'comes into every appointment', 'goes mad if i', 'goes mad when i', 'kicks off if i', 'kicks off when i', '=locks the door', '=locked the door', 'locks me out', 'locked me out') },
  { category: 'home-safety', reason: 'abuse', match: seq(6, words('not', 'never', 'no'), words('own money', 'any money', 'access to money', 'access to our money', 'own bank account', 'a bank account', 'money of my own', 'bank card', 'a bank card', 'my own card')) },
  // Touched by a relative, put down every day, hands round the neck, threats to be rid of her.
  { category: 'home-safety', reason: 'abuse', match: near(12, words('stepdad', 'step dad', 'stepfather', 'uncle', 'grandad', 'grandfather', 'cousin', 'brother in law', 'father in law', 'dad', 'father', 'brother', 'stepbrother'), words('touches me', 'touched me', 'touching me', 'gropes me', 'groped me', 'grope', 'molest', 'molested', 'interferes with me', 'interfered with me')) },
  { category: 'home-safety', reason: 'abuse', match: both(near(8, seq(3, AGENT, words('call me', 'calls me', 'called me', 'tells me i am', 'says i am', 'told me i am')), INSULT), words('every day', 'every single day', 'all the time', 'constantly', 'daily', 'every night', 'no one else would', 'nobody else would', 'till it bruises', 'until it bruises', 'never stops')) },
  { category: 'home-safety', reason: 'abuse', match: words('no one else would want me', 'nobody else would want me', 'no one else would have me', 'nobody else would have me', 'no one else would put up with me', 'nobody else would put up with me', 'till it bruises', 'until it bruises', 'leaves bruises', 'left bruises', 'hands round my neck', 'hands around my neck', 'hand round my neck', 'hand around my neck', 'hands round my throat', 'hands around my throat', 'hands on my throat', 'hands on my neck', 'what i am allowed to wear', 'what you are allowed to wear', 'decides what i wear', 'decide what you wear', 'decides what i can wear', 'decides everything') },
  { category: 'home-safety', reason: 'abuse', match: near(12, AGENT, words('what would happen if i', 'what will happen if i', 'to show me what', 'what happens if i tell', 'kicked the cat', 'kicked the dog', 'hurt the cat', 'hurt the dog', 'threw the cat', 'tracker on my car', 'tracker on my phone', 'tracking app on my phone', 'put a tracker', 'airtag', 'spat in my face', 'spat at me', 'spits in my face', 'spits at me', 'spat on me', 'private photos', 'intimate photos', 'nude photos', 'naked photos', 'private pictures', 'intimate pictures', 'nudes of me')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, AGENT, words('get rid of me', 'got rid of me', 'gets rid of me', 'do me in', 'finish me off', 'make me disappear', 'bury me')) },
  { category: 'home-safety', reason: 'abuse', match: either(
    near(16, words('ex', 'ex husband', 'ex partner', 'ex boyfriend', 'ex wife'), either(FEAR, notBefore(words('keeps turning up', 'turning up'), words('in my dreams', 'in dreams', 'in my dream'), 1), words('=keeps turning up at',  'turning up at my house', 'turns up at my house', 'banging on', 'outside my house', 'watching my house', 'watching the house', 'following me', 'follows me', 'will not leave me alone'))),
    near(6, words('banging on the windows', 'banging on the door', 'turning up at night', 'turns up at night'), FEAR),
  ) },
  { category: 'home-safety', reason: 'abuse', match: near(12, AGENT, near(8, PRESSURE, SEX)) },
  { category: 'home-safety', reason: 'abuse', match: near(12, either(SEX, words('in bed', 'rough')), words('even when i tell him', 'even when i ask him', 'even when i say', 'even though i say', 'even after i say', 'tell him to stop', 'told him to stop', 'asked him to stop', 'does not stop when', 'will not stop when', 'when i do not want', 'even though i do not want', 'if i say no', 'when i say no', 'not take no', 'my duty', 'without my consent', 'against my will', 'i did not want to', 'i said no')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, AGENT, affirmed(HARM_ME)) },
  { category: 'home-safety', reason: 'abuse', match: seq(2, AGENT, words('broke my finger', 'broke my fingers', 'broke two of my', 'broke my arm', 'broke my wrist', 'broke my nose', 'broke my rib', 'broke my ribs', 'broke my jaw', 'fractured my', 'threw the kettle', 'threw a plate', 'threw a mug', 'threw a glass', 'threw a chair', 'threw a knife', 'threw a bottle', 'threw his plate', 'keeps my antidepressants', 'keeps my tablets', 'keeps my medication', 'hides my tablets', 'hides my medication', 'taken my mobile', 'taken my phone', 'took my phone', 'took my mobile', 'takes my phone', 'cleaning the gun', 'cleans his gun', 'cleans the gun', 'holding my throat', 'hands on my throat', 'takes the battery out', 'took the battery out', 'screams in my face', 'shoved me into', 'pushed me into', 'moves my things on purpose', 'makes me sleep in the car', 'made me sleep in the car')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, AGENT, words('threw the iron', 'threw an iron', 'threw the kettle', 'threw a plate', 'threw a knife', 'threw a chair')) },
  { category: 'home-safety', reason: 'abuse', match: either(near(8, AGENT, words('frightens me', 'scares me', 'terrifies me')), words('make his wife sleep in the car', 'making his wife sleep in the car', 'dv advice', 'dv support', 'dv helpline', 'domestic violence helpline', 'domestic abuse helpline')) },
  { category: 'home-safety', reason: 'abuse', match: words('when i have behaved', 'if i have behaved', 'only if i behave', 'scared to go back tonight', 'afraid to go back tonight') },
  { category: 'home-safety', reason: 'abuse', match: near(10, words('kill', 'hurt', 'harm', 'ruin', 'take the kids', 'take the children', 'take my children', 'take my kids', 'never see them', 'never see the kids', 'destroy', 'finish me'), words('if i leave', 'if i ever leave', 'if i go', 'if i tell anyone', 'if i tell', 'if i try to leave', 'if i left')) },
  // Safer anywhere than at home with him; bruises that have to be hidden.
  { category: 'home-safety', reason: 'abuse', match: seq(6, words('safer', 'safe'), words('than being in the house', 'than being at home', 'than being home', 'than at home', 'than going home', 'than in the house', 'than with him', 'than with her', 'away from him', 'away from her', 'without him there', 'when he is out', 'when he is away')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, words('bruise', 'bruises', 'bruising', 'marks', 'black eye'), words('hide', 'hiding', 'hidden', 'cover up', 'covering up', 'have to cover', 'long sleeves', 'so no one sees', 'so nobody sees', 'so no one can see', 'nobody can see')) },
  { category: 'home-safety', reason: 'abuse', match: either(
    near(8, words('somewhere', 'anywhere', 'a place', 'refuge', 'shelter'), words('tonight', '=safe', 'to stay tonight', 'to sleep tonight', 'away from him', 'away from her')),
    words('without him finding out', 'without him knowing', 'without her finding out', 'after what he did', 'after what she did', 'escape him', 'escape from him', 'get away from him', 'get away from her', 'leave him safely', 'leave quietly', 'leave safely', 'leave him without', 'stay in the house with him', 'scared to go back', 'afraid to go back'),
  ) },
  // Hands on her throat, an ex who breaks in or waits outside at night, money kept short so she
  // cannot leave, bruises "from him", and "handy with me" when he drinks.
  { category: 'home-safety', reason: 'abuse', match: seq(4, words('squeezed', 'squeezes', 'squeeze', 'squeezing', 'grabbed', 'grabs', 'put his hands', 'puts his hands', 'had his hands', 'hands round', 'hands around', 'pinned me by', 'held me by'), words('my throat', 'my neck', 'round my neck', 'around my neck', 'round my throat', 'around my throat')) },
  { category: 'home-safety', reason: 'abuse', match: seq(3, words('my ex', 'ex husband', 'ex partner', 'ex boyfriend', 'ex wife'), words('broke into', 'broke in', 'breaks in', 'breaking in', 'waiting outside', 'waiting in my', 'was waiting', 'turned up at', 'turns up at', 'follows me', 'followed me', 'knows where i am', 'tracking', 'tracks my', 'hundreds of messages', 'will not leave me alone', 'watching my house', 'outside my house')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, words('short of money', 'keeps the money', 'controls the money', 'controls all the money', 'takes my wages', 'takes my money', 'takes my pension', 'took my pension', 'takes my benefits', 'takes my card', 'no access to money', 'no money of my own', 'gives me an allowance', 'took my bank card', 'takes my bank card'), words('so i can not leave', 'can not leave', 'on purpose', 'will not let me', 'to control', 'controls', 'he', 'she', 'nasty', 'if i refuse', 'if i say no', 'angry', 'shouts')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, words('bruise', 'bruises', 'bruised', 'marks'), words('from him', 'from her', 'he did', 'he gave me', 'because of him', 'he grabbed', 'he held', 'from my husband', 'from my partner', 'from my boyfriend', 'from my wife', 'from my girlfriend')) },
  // What blind set BW taught: the story told about a black eye, then taken back ("It wasn't").
  { category: 'home-safety', reason: 'abuse', match: both(near(20, words('black eye', 'bruise', 'bruises', 'split lip', 'fat lip'), words('told the', 'told my', 'told people', 'told everyone', 'told them', 'said it was')), words('it was not', 'it was not really', 'that is not true', 'it was not a')) },
  { category: 'home-safety', reason: 'abuse', match: near(12, words('accidents happen', 'accident could happen', 'something could happen to you', 'you will regret', 'picked up a knife', 'pulled a knife', 'held a knife', 'grabbed a knife', 'kill mi'), words('separate', 'leave', 'leaving', 'divorce', 'he', 'him', 'husband', 'partner')) },
  { category: 'home-safety', reason: 'abuse', match: words('will not give her food', 'will not let her eat', 'will not give me food', 'will not let me eat', 'not allowed to eat', 'withholds food', 'will not give her a key', 'will not give me a key', 'no key to my own', 'no key to her own', 'locks me in', 'locks her in', 'locked me in', 'finger marks', '=flinches when', 'flinch when he', 'does it anyway even when', 'does it anyway when i', 'even when i say no', 'even when i cry', 'when i say no he', 'forces himself on me', 'forced himself on me', 'makes me have sex') },
  { category: 'home-safety', reason: 'abuse', match: seq(3, words('he', 'he is', 'husband', 'partner', 'son', 'she', 'she is'), words('come at me', 'comes at me', 'came at me', 'going to come at me', 'going to go for me')) },
  { category: 'home-safety', reason: 'abuse', match: seq(4, words('he', 'husband', 'partner', 'son', 'she'), words('pulls my hair', 'pulled my hair', 'drags me by my hair', 'dragged me by my hair', 'gets rough', 'got rough', 'times how long i am gone', 'times how long i am out', 'split my lip', 'gave me a split lip', 'do it anyway', 'does it anyway')) },
  { category: 'home-safety', reason: 'abuse', match: words('ask permission to leave', 'permission to leave the house', 'permission to go out', 'ended up with a split lip', 'gave me a black eye') },
  { category: 'home-safety', reason: 'abuse', match: words('frightened to sleep', 'scared to sleep in the same', 'afraid to sleep in the same', 'scared to be in the same house', 'frightened to be in the same house', 'afraid to be in the same house', 'husband violent', 'partner violent', 'husband is violent', 'partner is violent', 'he is violent', 'he gets violent', 'violent husband', 'violent partner', 'safe place to stay', 'somewhere safe to stay', 'need a refuge', 'women s refuge', 'womens refuge', 'tracks my location', 'tracks my phone', 'records everything i say', 'holds my benefit', 'holds my money', 'only gives me it if', 'only gives me money if', 'twisted my wrist', 'twisted my arm', 'bent my fingers back', 'pinned me down', 'pinned me against') },
  { category: 'home-safety', reason: 'abuse', match: near(10, SEX, words('while i am asleep', 'while i am half asleep', 'when i am asleep', 'when i am half asleep', 'asked him to stop', 'told him to stop', 'even though i said no', 'without asking me', 'when i do not want to')) },
  { category: 'home-safety', reason: 'abuse', match: near(10, words('gun', 'knife', 'shotgun', 'rifle'), words('when we argue', 'when he is angry', 'when he gets angry', 'on the table between us', 'points it at me', 'pointed it at me', 'waves it', 'threatens me', 'threatened me')) },
  // Threats to stop her leaving, and what she does to stay safe: "you know what I'm capable of",
  // "she'll be put in the ground if she embarrasses him again", "he always says he'd find me".
  { category: 'home-safety', reason: 'abuse', match: either(both(words('you know what i am capable of', 'know what he is capable of', 'what he is capable of', 'what she is capable of'), AGENT), seq(4, words('if you leave', 'if you ever leave', 'if you go'), words('you will be sorry', 'you will regret')), seq(3, words('put in the ground', 'put me in the ground', 'put you in the ground'), words('if'))) },
  { category: 'home-safety', reason: 'abuse', match: near(12, words('leave him', 'leaving him', 'left him', 'leave her', 'leaving her', 'if i leave', 'if i left', 'if i go'), words('he would find me', 'he will find me', 'he d find me', 'find me wherever', 'hunt me down', 'track me down')) },
  { category: 'home-safety', reason: 'abuse', match: both(AGENT, words('made me sleep in the shed', 'made me sleep in the garage', 'made me sleep in the car', 'made me sleep on the floor', 'makes me sleep in the shed', 'makes me sleep in the garage', 'makes me sleep in the car', 'makes me sleep on the floor')) },
  { category: 'home-safety', reason: 'abuse', match: near(16, words('so angry', 'his temper', 'his moods', 'loses his temper', 'lost his temper', 'her temper'), words('i deserve it', 'i deserved it', 'i asked for it', 'i had it coming')) },
  { category: 'home-safety', reason: 'abuse', match: near(14, words('hiding the knives', 'hide the knives', 'hid the knives', 'moved the knives', 'hidden the knives', 'put the knives away', 'hiding the kitchen knives', 'hide the kitchen knives', 'hid the kitchen knives', 'lock the knives away', 'locked the knives away'), AGENT) },
  { category: 'home-safety', reason: 'abuse', match: notWhen(near(12, words('refuge', 'womens refuge', 'women s refuge', 'safe house'), words('let me', 'take me', 'bring my', 'i might', 'need one', 'for me', 'get into', 'i could go', 'can i go', 'could i go')), words('volunteer', 'volunteering', 'work at', 'work in', 'donate', 'donating', 'fundraising', 'raise money', 'raising money', 'charity shop')) },
  { category: 'home-safety', reason: 'abuse', match: both(near(12, words('can not find out', 'must not find out', 'must never find out', 'can never find out', 'can not let him see', 'can not let him know', 'if he finds out', 'if he found out', 'if he saw this', 'if he sees this'), words('talking to', 'looking this up', 'about him', 'this app', 'searching', 'calculator', 'clear my history')), AGENT) },
  { category: 'home-safety', reason: 'abuse', match: both(words('bruise', 'bruises', 'bruised', 'bruising'), words('from a row', 'after a row', 'from the row', 'after an argument', 'after a fight', 'from a fight', 'from where he', 'where he held me', 'where he grabbed me', 'he held me', 'he grabbed me')) },
  { category: 'home-safety', reason: 'abuse', match: words('pushes her around literally', 'pushes me around literally', 'pushes me about literally', 'pushes her about literally', 'physically pushes me', 'physically pushes her') },
  { category: 'home-safety', reason: 'abuse', match: both(words('divorced', 'separated', 'my ex', 'ex husband', 'ex partner', 'ex boyfriend'), words('broke into my house', 'broke into my home', 'broke into the house', 'broke in again', 'let himself in', 'lets himself in', 'letting himself in', 'still has a key and')) },
  { category: 'home-safety', reason: 'abuse', match: notWhen(seq(4, AGENT, words('throw', 'threw', 'throws', 'poured', 'pours', 'pour'), words('hot', 'boiling', 'scalding')), words('feel like', 'feels like', 'as if', 'as though')) },
  { category: 'home-safety', reason: 'abuse', match: either(seq(6, words('he said', 'he says', 'he told me', 'he threatened', 'he threatens'), words('i will not wake up', 'next time i will not', 'you will not wake up')), seq(2, words('he', 'husband', 'partner'), words('takes it out on me', 'took it out on me'))) },
  { category: 'home-safety', reason: 'abuse', match: near(10, words('crushed my', 'crushes my', 'put my', 'puts my', 'slipped my', 'slips my'), words('into my tea', 'in my tea', 'into my drink', 'in my drink', 'in my food', 'into my food')) },
  { category: 'home-safety', reason: 'abuse', match: either(both(words('locks the fridge', 'locked the fridge', 'locks the food', 'locks the food away', 'hides the food'), AGENT), words('or i get a slap', 'or i get hit', 'or he hits me', 'or i get a beating', 'or i get a smack', 'or else i get a slap')) },
  { category: 'home-safety', reason: 'abuse', match: seq(3, words('gets handy', 'get handy', 'handy with his fists', 'lashes out at me', 'takes it out on me', 'lays into me', 'laid into me', 'goes for me', 'went for me'), words('with me', 'at me', 'on me', 'when he', 'if i', 'after')) },
];

// ---- Prompt care ---------------------------------------------------------------------------

const LONG_AGO = either(words('year', 'years', 'yr', 'yrs', 'ages', 'decade', 'a year', 'over a year'), seq(0, number(12, 600), words('month', 'months', 'mo', 'mths')));
const POST_MENOPAUSE = either(
  words(
    'ovaries out', 'ovaries removed', 'had my ovaries', 'post menopause', 'post menopausal', 'after menopause', 'after the menopause', 'after my menopause', 'after the change',
    'since menopause', 'since the menopause', 'since my menopause', 'through menopause', 'through the menopause',
    'finished menopause', 'finished the menopause', 'through the change', 'menopause finished', 'menopause ended', 'menopause is over',
    'menopause was over', 'finished the change', 'post meno', 'postmeno', 'after my periods stopped', 'after my period stopped', 'periods stopped ages',
    'done with periods', 'been through the change', 'done with my periods', 'finished with periods', 'finished with my periods', 'finished with my period', 'stopped ages ago', 'finished years ago',
    'pm bleed', 'pm bleeding', 'pm spotting', 'pmb', 'past menopause', 'past the menopause', 'past the change', 'past menopausal',
    'went through the menopause at', 'went through menopause at', 'went through the change at', 'finished menopause at',
    'more than one year no period', 'more than a year no period', 'over a year no period', 'one year no period', 'a year without a period', 'more than one year without',
  ),
  // "Menopause at fifty", said of the past (not "is it normal to start menopause at 45?").
  notAfter(seq(0, words('menopause at', 'meno at', 'menopausal at', 'the change at', 'periods stopped at', 'my periods stopped at'), number(35, 70)), words('start', 'starting', 'begin', 'beginning', 'go through', 'hit', 'reach', 'expect', 'normal', 'average', 'typical', 'usual'), 1),
  // "First one in 18 months".
  seq(1, words('first one in', 'first period in', 'first bleed in', 'first in', 'first one for', 'first for'), LONG_AGO),
  // "Some three years after my final period".
  seq(1, seq(0, number(1, 60), words('years', 'year', 'yrs')), words('after my final period', 'after my last period', 'after my periods stopped', 'since my final period', 'since my last period')),
  // "I stop having my period three years ago".
  seq(4, words('stop having my period', 'stopped having my period', 'stop having period', 'stopped my period', 'my period stop', 'periods stop', 'no period', 'no periods'), seq(0, number(1, 60), words('years ago', 'year ago', 'yrs ago', 'years', 'yeers', 'yrs'))),
  // "Thought I was done at 52, then 14 months later I'm bleeding again".
  seq(0, number(12, 600), words('months later', 'month later', 'mths later', 'months back', 'month back')),
  // "My last period was in 2019", "menopause was 6 years ago".
  seq(4, words('last period', 'last proper period', 'periods stopped', 'period stopped', 'stopped having periods', 'menopause', 'went through the change', 'period since', 'periods since', 'bled since', 'bleed since', 'bleeding since'), number(1970, 2024)),
  seq(3, words('stopped my periods', 'stopped my periods aged', 'finished periods at', 'finished my periods at', 'periods finished at', 'last period was when i was', 'last period was at', 'gave up periods at', 'stopped periods at', 'no period since', 'no periods since', 'had a period since', 'had periods since', 'had a period since i was', 'period since i was', 'periods stopped at', 'period stopped at', 'periods stopped when i was', 'last period at', 'last period when i was'), either(seq(2, words('i was', 'age', 'aged'), number(35, 70)), number(35, 70))),
  seq(2, words('menopausal', 'post menopausal', 'through menopause', 'through the change'), seq(0, number(1, 60), words('year', 'years', 'yr', 'yrs'))),
  // "After 4 years of nothing", "after 2 yrs nothing", "after years clear", "a year and a half off".
  seq(3, LONG_AGO, words('of nothing', 'nothing', 'clear', 'off', 'with nothing', 'without one')),
  words('after nothing since', 'nothing for years', 'nothing for ages', 'years of nothing'),
  // "I'm 2 years past then" (said after asking when menopause starts).
  seq(0, LONG_AGO, words('past', 'post', 'past it', 'past that', 'past then')),
  seq(4, words('menopause', 'meno', 'the change', 'last period', 'periods stopped', 'period stopped', 'stopped periods', 'stopped my periods', 'stopped having periods', 'gave up periods', 'finished periods', 'finished my periods', 'finished her periods', 'her periods stopped', 'stopped her periods'), seq(1, LONG_AGO, words('ago'))),
  near(9, words('periodless', 'period less', 'no period', 'no periods', 'without a period', 'without periods', 'without any period', 'period free', 'not had a period', 'not had any period', 'not had periods', 'had no periods', 'last period', 'periods stopped', 'period stopped', 'periods ended', 'periods finished', 'menopausal for', 'done with periods', 'periods stopping', 'through menopause', 'not bled', 'not had a bleed', 'no bleed', 'no bleeding', 'not bled for', 'not bled in'), LONG_AGO),
  seq(3, seq(0, number(12, 600), words('month', 'months', 'mths')), words('with nothing', 'without a period', 'without any period', 'without periods', 'without a bleed', 'without bleeding', 'period free', 'with no period', 'with no periods', 'of nothing', 'with no bleeding', 'no period', 'no periods', 'no bleed', 'no bleeding')),
);
const AGE_55_PLUS = either(
  words('in my sixties', 'in my seventies', 'in my eighties', 'in her sixties', 'in her seventies', 'in her eighties', 'in my late fifties', 'in her late fifties'),
  // "Mam's 66" is read "mam s 66".
  seq(1, words('i am', 'am', 'aged', 'age', 'at', 'turned', 'now', 'is', 'she is', 's', 'you are', 'over', 'over the age of'), number(55, 110)),
  seq(0, number(55, 110), words('year old', 'years old', 'yo', 'yrs old', 'yr old')),
  // "My mum (69)", "nan 72".
  seq(0, words('mum', 'mom', 'mam', 'mother', 'mother in law', 'nan', 'nana', 'gran', 'granny', 'grandma', 'aunt', 'auntie', 'aunty', 'sister', 'wife', 'patient'), number(55, 110)),
);

const PROMPT: Rule[] = [
  // "PMB for two weeks now": the abbreviation is the red flag.
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: notWhen(affirmed(words('pmb', 'pm bleed', 'pm bleeding', 'pm spotting', 'post menopausal bleeding', 'postmenopausal bleeding', 'post menopause bleeding')), either(ABOUT_THE_SUBJECT, words('mean exactly', 'my friend mentioned it', 'cpd', 'a cpd', 'referral for pmb', 'a slide', 'pts ring me', 'patients ring me'))) },
  // A lump she has felt, told beside the breast screening she cannot get.
  { category: 'prompt-care', reason: 'breast-lump', match: both(affirmed(words('a lump i have felt', 'lump i have felt', 'lump i felt', 'lump i can feel', 'lump i found')), words('breast', 'breasts', 'boob', 'boobs', 'breast screening', 'mammogram', 'on the left', 'on the right')) },
  // A lump told by what it is like: "check my boobs every month... this time there's something, like a grape".
  { category: 'prompt-care', reason: 'breast-lump', match: notWhen(near(24, words('breast', 'brest', 'boob', 'boobs', 'breasts', 'brests', 'nipple', 'armpit', 'the left one', 'the right one'), affirmed(words('like a grape', 'like a pea', 'like a marble', 'like a stone', 'like a small stone', 'a thing in my', 'hard place', 'a little marble', 'a marble', 'a pea', 'a grape', 'hard bit', 'hard lump', 'something there', 'there is something', 'felt something', 'feel something'))), either(ABOUT_THE_SUBJECT, words('in each', 'no problems so far', 'turned out to be', 'fibroadenoma'))) },
  // A period back years after the last: "my period came back after two and a half years".
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: notWhen(both(near(8, words('period', 'periods'), words('come back', 'comes back', 'came back', 'coming back', 'back again', 'returned', 'has returned', 'is back', 's back', 'are back')), either(POST_MENOPAUSE, AGE_55_PLUS, near(6, words('after'), LONG_AGO))), either(ABOUT_THE_SUBJECT, words('will it make', 'would it make', 'could it make', 'bring my periods back', 'bring my period back', 'breastfeeding', 'baby', 'pregnant', 'pregnancy', 'the pill', 'mirena', 'coil', 'injection', 'depo', 'implant', 'nexplanon', 'chemo', 'anorexia', 'eating disorder', 'came off', 'stopped the pill'))) },
  // Bleeding that starts after months settled on a no-bleed HRT: "on Femoston conti for ages, all fine, except this week I've been bleeding".
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: notWhen(both(near(30, words('conti', 'continuous combined', 'kliovance', 'kliofem', 'bijuva', 'tibolone', 'livial', 'no bleed hrt', 'period free hrt'), BLEED), words('for ages', 'for years', 'for a year', 'for months', 'all fine', 'no bleeding', 'no bleeds', '=settled')), words('expected', 'first 3 months', 'first three months', 'first few months', 'first 6 months', 'first six months', 'normal at first', 'sequi', 'sequential', 'monthly bleed', 'every month', 'withdrawal bleed', 'swap to', 'switch to', 'switching to', 'swapping to')) },
  { category: 'prompt-care', reason: 'breast-lump', match: either(affirmed(words('felt a new lump', 'found a new lump', 'a new lump', 'new lump in')), both(near(14, words('lump', 'cyst'), words('breast', 'boob', 'breasts', 'boobs')), words('new one', 'another one', 'there is another'))) },
  // "I read that bleeding after menopause should be checked, I'm still having periods" asks about others.
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: notWhen(notWhen(near(30, BLEED, either(POST_MENOPAUSE, AGE_55_PLUS)), ABOUT_THE_SUBJECT), words('i am still having periods', 'i still have periods', 'i still get periods', 'i am still having my periods', 'i still have my periods', 'i still get my periods', 'i am still getting periods', 'still getting regular periods', 'still having regular periods', 'still have regular periods', 'have not had any bleeding', 'not had any bleeding', 'had no bleeding', 'i have not had any', 'mean exactly', 'my friend mentioned it', 'had nothing like it myself', 'nothing like that myself', 'after her menopause', 'after her change', 'from my nose', 'nosebleed', 'nose bleed', 'nosebleeds', 'brushing my teeth', 'from my gums')) },
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: near(20, words('on continuous', 'continuous combined', 'continuous hrt'), either(seq(3, words('started', 'start', 'begun'), BLEED), seq(3, BLEED, words('again', 'out of nowhere')))) },
  { category: 'prompt-care', reason: 'bleeding-after-sex', match: near(16, BLEED, SEX) },
  { category: 'prompt-care', reason: 'bleeding-after-sex', match: affirmed(words('=pcb', 'post coital bleeding', 'postcoital bleeding', 'post coital bleed')) },
  // Misspelt and plain-worded: "fond a hard lumpp in my left brest", "a new hard ball inside", "postmenapausal blding".
  { category: 'prompt-care', reason: 'breast-lump', match: affirmed(either(near(10, words('=lumpp', '=lumps', '=lum', '=lmp', 'hard ball', 'a ball', 'a hard thing', 'something hard'), words('breast', '=brest', '=breat', '=brests', 'boob', '=bob', 'armpit', 'nipple')), near(10, words('lump'), words('=brest', '=breat', '=brests', '=brst')))) },
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: words('=postmenapausal', '=postmenopausel', '=postmenapause', '=post menapausal', 'post menapausal', 'post menopausel', '=blding', '=bleding') },
  // A period "back" a year or more after the last one is bleeding after menopause.
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: near(12, words('period back', 'periods back', 'period came back', 'period has come back', 'period come back', 'periods come back', 'periods came back', 'period coming back', 'got one'), either(seq(1, number(1, 60), words('year', 'years', 'yrs', 'yr')), seq(1, number(12, 240), words('month', 'months', 'mths')))) },
  // "My breasts are always lumpy, but this one is new and harder than the rest."
  { category: 'prompt-care', reason: 'breast-lump', match: both(near(14, words('lumpy', 'lumps', 'lump'), words('breast', 'breasts', 'boob', 'boobs')), words('this one is new', 'this one s new', 'one is new', 'this one is different', 'harder than the rest', 'harder than the others', 'different from the others', 'different to the others', 'new and hard', 'new one')) },
  { category: 'prompt-care', reason: 'bleeding-after-sex', match: both(affirmed(words('blood afterwards', 'bleeding afterwards', 'bled afterwards', 'bleed afterwards')), SEX) },
  // A lump that is new: "a hard lump on one side that wasn't there before".
  { category: 'prompt-care', reason: 'breast-lump', match: affirmed(near(10, words('lump', 'hard lump', 'new lump', 'a lump'), words('was not there before', 'not there before', 'was not there last', 'on one side', 'on the left side', 'on the right side', 'it is new', 'appeared', 'just found', 'just felt', 'i found a', 'found a definite'))) },
  { category: 'prompt-care', reason: 'bleeding-after-sex', match: near(6, affirmed(words('=spot', '=spots', 'a few drops', 'drops of blood')), SEX) },
  // Other breast changes that should be checked (NHS, "Breast cancer in women: symptoms").
  { category: 'prompt-care', reason: 'breast-lump', match: affirmed(near(10, words('nipple', 'nipples'), words('pulling inwards', 'pulled inwards', 'gone flat', 'sticks in', 'tucked in', 'inward', 'inwards', 'discharge', 'leak', 'leaking', 'leaks', 'fluid', 'liquid', 'coming out', 'bloodstained', 'blood stained', 'bloody', 'crusty', 'crusting', 'crust', 'scaly', 'rash', 'turned in', 'turned inwards', 'turning in', 'inverted', 'pulled in', 'pulling in', 'points a different way', 'pointing a different way', 'different direction', 'changed direction', 'changing direction', 'orange peel', 'sunken', 'flattened', 'flatter', 'dented', 'sucked in', 'bleeding', 'bleeds', 'coming from', 'stuff', 'not heal', 'not healing', 'pucker', 'puckers', 'puckered', 'puckering', 'dimpled', 'dimpling'))) },
  { category: 'prompt-care', reason: 'breast-lump', match: affirmed(near(12, words('breast', 'breasts', 'boob', 'boobs'), words('dimple', 'dimpling', 'dimpled', 'puckered', 'puckering', 'orange peel', 'pitted', 'dented', 'dent', 'rough patch', 'getting redder', 'keeps getting redder', 'skin has changed', 'skin looks different', 'pulled in', 'changed shape', 'changing shape', 'has changed shape', 'different shape', 'flat bit', 'flattened', 'gone red', 'thick like leather', 'like leather', 'feels thick', 'skin feels thick', 'thickened skin', 'pucker', 'puckers'))) },
  { category: 'prompt-care', reason: 'breast-lump', match: both(words('firm and does not move', 'hard and does not move', 'does not move'), words('breast', 'breasts', 'boob', 'boobs', 'lumpy')) },
  { category: 'prompt-care', reason: 'breast-lump', match: affirmed(notWhen(near(10, words('one breast', 'one of my breasts', 'one boob', 'one of my boobs', 'left breast', 'right breast', 'left boob', 'right boob'), words('bigger', 'larger', 'different shape', 'changed shape', 'different size', 'changed size', 'looks different', 'feels different', 'firmer', 'harder', 'swollen', 'lower', 'red and warm', 'red and hot', 'heavier', 'sits differently')), words('always has been', 'always have been', 'always been', 'since puberty', 'since i was a teenager', 'since my teens'))) },
  { category: 'prompt-care', reason: 'breast-lump', match: affirmed(near(12, words('frozen pea', 'a pea', 'lumpy bit', 'lumpy area', 'lumpy patch', 'something lumpy', 'a lumpy', 'something hard', 'bumpy bit', 'bumpy patch', 'hard pea', 'like a pea', 'bump', 'bumps', 'nodule'), words('breast', 'breasts', 'boob', 'boobs', 'armpit', 'nipple'))) },
  // A lump checked and found to be a cyst is history.
  // What blind set CS taught: bleeding again after months bleed-free on continuous combined HRT.
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: both(both(words('continuous combined', 'conti', 'kliovance', 'kliofem', 'bijuva'), words('bleed free for', 'bleeding free for', 'no bleeds for', 'no bleeding for', 'nothing for')), words('now irregular bleeding', 'irregular bleeding', 'now bleeding', 'now spotting', 'started bleeding', 'bleeding again', 'spotting again', 'bleeding for', 'spotting for')) },
  // What blind sets CJ to CL taught: one definite lump among lumpy breasts.
  { category: 'prompt-care', reason: 'breast-lump', match: both(words('breast', 'breasts', 'boob', 'boobs', 'nipple', 'armpit'), words('one definite lump', 'a definite lump', 'definite lump', 'one distinct lump', 'a distinct lump', 'a proper lump', 'one hard lump', 'one proper lump')) },
  // What blind sets CG and CH taught: a period back after years, said in idiom, and blood "after the deed".
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: notWhen(both(both(words('aunt flo', 'crimson tide', 'the curse', 'period', 'periods', 'monthlies', 'time of the month'), words('after three years', 'after 3 years', 'after two years', 'after 2 years', 'after four years', 'after 4 years', 'in three years', 'in 3 years', 'in two years', 'in 2 years', 'years gone', 'years away')), words('turned up', 'returned', 'has returned', 'came back', 'is back', 'had one this week', 'had one today', 'had one yesterday', 'showed up', 'reappeared', 'as if nothing happened')), words('the pill', 'the coil', 'mirena', 'implant', 'injection', 'depo', 'breastfeeding', 'pregnancy', 'pregnant', 'chemo', 'zoladex')) },
  { category: 'prompt-care', reason: 'bleeding-after-sex', match: both(words('after the deed', 'after we did the deed', 'after the act'), words('blood', 'bleeding', 'bled', 'spotting')) },
  // What blind set CE taught: an age and bleeding, and nothing else ("67 and bleeding. Yes, down there.").
  { category: 'prompt-care', reason: 'bleeding-after-menopause', match: seq(0, number(55, 110), words('and bleeding', 'and spotting', 'and i am bleeding', 'and i am spotting', 'and still bleeding')) },
  // What blind set BU taught: "I've found a lump" told after the breast was named further back.
  { category: 'prompt-care', reason: 'breast-lump', match: notWhen(both(affirmed(words('i have found a lump', 'i found a lump', 'i have felt a lump', 'i felt a lump', 'i have just found a lump', 'i just found a lump')), words('breast', 'breasts', 'boob', 'boobs', 'nipple', 'mammogram')), words('neck', 'throat', 'groin', 'scalp', 'thyroid', 'in my leg', 'on my leg', 'in my arm', 'on my arm', 'on my back', 'it was a cyst', 'all clear', 'was benign', 'turned out')) },
  { category: 'prompt-care', reason: 'breast-lump', match: notWhen(affirmed(near(12, notAfter(words('lump', 'lumps', 'mass', 'hard bit', 'hard area', 'thickening', 'pea sized', 'knot'), words('for', 'check for', 'feel for', 'look for'), 1), words('breast', 'breasts', 'boob', 'boobs', 'nipple', 'armpit', 'under my arm', 'chest', 'my checks', 'self check', 'checking myself', 'bra', 'underwire', 'breast tissue', 'mammogram', 'mammo'))), notWhen(words('it was a cyst', 'all clear', 'was benign', 'turned out to be a cyst', 'turned out to be nothing', 'turned out benign', 'turned out to be benign', 'simple cyst', 'said it is a cyst', 'said it was a cyst', 'told me it was a cyst', 'confirmed it was a cyst', 'mum had a lump', 'mother had a lump', 'sister had a lump', 'an article', 'the article', 'fibroadenoma', 'had nothing since', 'supposed to feel like', 'what to feel for', 'what does a breast lump feel like', 'what does a lump feel like', 'what to look for', 'mine are all normal', 'if a breast lump is worrying', 'what i should feel for', 'just so i understand'), words('new lump', 'another lump', 'new one', 'another one', 'this one', 'again', 'feels different', 'second lump', 'now i have', 'now there is', 'now i have found', 'but now'))) },
  // "I thought I was going to pass out in the heat" is a feeling, not a faint.
  { category: 'prompt-care', reason: 'fainting', match: notWhen(notAfter(notBefore(affirmed(words('faint', 'fainted', 'pass out', 'passed out', 'collapse', 'collapsed', 'lose consciousness', 'lost consciousness', 'blacked out')), words('laughing', 'with laughter', 'in laughter', 'in giggles', 'into bed', 'on the sofa', 'in a heap'), 0), words('going to', 'thought i would', 'thought i might', 'nearly', 'almost', 'felt like', 'feel like', 'like i might', 'like i would', 'could', 'about to', 'feel', 'feeling', 'felt', 'i get'), 2), BLEED_OR_FAINT_LONG_PAST) },
  {
    category: 'prompt-care',
    reason: 'fever',
    match: notWhen(affirmed(
      either(
        notAfter(words('fever'), words('hay', 'cabin'), 0),
        words('feverish', 'high temperature', 'rigors', 'shaking chills', 'temperature of'),
        seq(0, number(38, 42.5), words('c', 'degrees', 'celsius')),
        seq(0, number(100.4, 108), words('f', 'fahrenheit', 'degrees')),
      ),
    ), either(words('difference between', 'tell the difference', 'differ from', 'how to tell', 'how do i tell', 'how can i tell'), notWhen(words('heatwave', 'heat wave', 'weather', 'outside', 'in the shade', 'in the heat', 'forecast', 'degree heat', 'degrees heat', 'pilgrimage', 'holiday'), words('fever', 'feverish', 'temperature', 'thermometer')))),
  },
];

// ---- Medicine change -----------------------------------------------------------------------

const GENERIC_MEDICINES = ['hrt', 'mht', 'hormone therapy', 'hormone replacement', 'patch', 'gel', 'spray', 'pessary', 'pill', 'tablet', 'meds', 'medication', 'medicine', 'prescription'];
const NAMED_MEDICINES = [
  'antidepressant', 'sertraline', 'citalopram', 'escitalopram', 'fluoxetine',
  'venlafaxine', 'paroxetine', 'subutex', 'espranor', 'buvidal', 'modafinil', 'baclofen', 'tizanidine', 'fampridine', 'phentermine', 'saxenda', 'liraglutide', 'orlistat', 'duloxetine', 'mirtazapine', 'amitriptyline', 'gabapentin', 'pregabalin', 'tamoxifen',
  'letrozole', 'anastrozole', 'exemestane', 'statin', 'thyroxine', 'levothyroxine', 'progesterone', 'progestogen', 'utrogestan', 'utro',
  'estrogen', 'oestrogen', 'estradiol', 'oestradiol', 'testosterone', 'coil', 'mirena', 'clonidine', 'oxybutynin', 'veozah',
  'veoza', 'fezolinetant', 'elinzanetant', 'lynkuet', 'blood pressure tablet', 'beta blocker', 'propranolol', 'insulin',
  'metformin', 'evorel', 'oestrogel', 'sandrena', 'lenzetto', 'tibolone', 'livial', 'raloxifene', 'contraceptive', 'mini pill', 'implant',
  'warfarin', 'lithium', 'steroid', 'prednisolone', 'the pill', 'antibiotic', 'viagra', 'sildenafil', 'diazepam', 'zopiclone',
  'codeine', 'tramadol', 'morphine', 'oxycodone', 'sleeping pill', 'sleeping tablet', 'co codamol', 'propranolol',
  'amlodipine', 'ramipril', 'lisinopril', 'losartan', 'bisoprolol', 'atorvastatin', 'simvastatin', 'omeprazole', 'lansoprazole',
  'naproxen', 'apixaban', 'rivaroxaban', 'clopidogrel', 'alendronic acid', 'alendronate', 'sumatriptan', 'lamotrigine', 'topiramate',
  'quetiapine', 'hydroxychloroquine', 'methotrexate', 'bupropion', 'trazodone', 'spironolactone', 'finasteride', 'black cohosh', 'st johns wort', 'st john s wort',
  'testogel', 'tostran', 'androfeme', 'premarin', 'femoston', 'bijuva', 'kliofem', 'kliovance', 'elleste', 'premique', 'indivina', 'angeliq', 'estradot', 'femseven', 'ovestin',
  'vagifem', 'imvaggis', 'blissel', 'intrarosa', 'evorel conti', 'evorel sequi', 'zolpidem', 'melatonin', 'hrt tablets', 'estrogen patch', 'hormone cream', 'hormone gel', 'hormone pills', 'combined pill', 'contraceptive pill',
  // Names used in other countries, which women bring with them: Stilnox and Ambien (zolpidem), Concor (bisoprolol), Progynova (estradiol), Klimonorm, Relanium (diazepam), Nolotil (metamizole), Corvalol.
  'methadone', 'buprenorphine', 'goserelin', 'zoladex', 'zoledronic acid', 'prolia', 'denosumab',
  'ambien', 'stilnox', 'temazepam', 'concor', 'cardioaspirin', 'progynova', 'klimonorm', 'arimidex', 'naltrexone', 'relanium', 'nolotil', 'corvalol',
  // American brand names (blind set BV): Paxil and Brisdelle (paroxetine), Zoloft, Lexapro, Xanax, Estrace, Prempro and others.
  'paxil', 'brisdelle', 'zoloft', 'lexapro', 'prozac', 'effexor', 'celexa', 'cymbalta', 'wellbutrin', 'xanax', 'alprazolam', 'klonopin',
  'clonazepam', 'ativan', 'lorazepam', 'valium', 'estrace', 'prempro', 'duavee', 'prometrium', 'divigel', 'evamist', 'climara', 'vivelle',
  'minivelle', 'activella', 'provera', 'medroxyprogesterone', 'synthroid', 'seroquel', 'olanzapine', 'zyprexa', 'lamictal', 'abilify',
  'aripiprazole', 'mounjaro', 'tirzepatide', 'ozempic', 'wegovy', 'semaglutide', 'aspirin', 'inhaler', 'salbutamol', 'albuterol',
  // Blind sets CA and CC: medicines for sex, and compounded hormones.
  'tadalafil', 'cialis', 'bi est', 'biest', 'tri est', 'triest', 'compounded hormones', 'compounded progesterone',
];
const PRESCRIBED = words(...GENERIC_MEDICINES, ...NAMED_MEDICINES);
/** A medicine by name: "bought veozah online", never "what can I buy without a prescription". */
const NAMED = words('hrt', 'patch', 'gel', ...NAMED_MEDICINES);
const CHANGE_VERBS = words(
  'stop', 'quit', 'come off', 'came off', 'get off', 'wean off', 'wean myself off', 'taper', 'taper off', 'skip', 'miss',
  'halve', 'double', 'swap', 'switch', 'change', 'change to', 'give up', 'ditch', 'drop', 'leave out', 'run out', 'ran out',
  'cold turkey', 'reduce', 'increase', 'lower', 'up my', 'forget', 'forgot', 'two', 'double up', 'cut down', 'cut back',
  'move to', 'move onto', 'go onto', 'change over', 'swap over', 'threw away', 'thrown away', 'throw away', 'binned', 'chucked',
  'been off', 'gone off', 'went off', 'cut my', 'take myself off', 'taking myself off', 'took myself off', 'get myself off', 'move over to', 'moving over to',
  'leave off', 'leaving off',
  // What blind sets BU to BW taught.
  'go off', 'going off', 'day off my', 'days off my', 'a break from my', 'go without', 'going without', 'a week without', 'manage without',
  'back down to', 'drop myself', 'drop back',
  // What blind sets CJ to CL taught.
  'step myself down', 'stepping myself down', 'stepped myself down', 'not bothering with', 'stopped bothering with', 'restart',
  // What blind sets CM to CR taught.
  'moving from', 'move from', 'switching from', 'switch from', 'swapping from', 'straight swap',
);
const PRESCRIBER_CHANGED = words(
  'gp increased', 'doctor increased', 'gp upped', 'doctor upped', 'gp raised', 'gp reduced', 'doctor reduced', 'gp lowered',
  'doctor lowered', 'nurse increased', 'nurse reduced', 'specialist increased', 'specialist reduced', 'clinic increased',
);
const SOMEONE_ELSES = words(
  '=mums', 'mum s', '=moms', 'mom s', '=mothers', 'mother s', '=sisters', 'sister s', '=friends', 'friend s', '=husbands',
  'husband s', 'partner s', '=partners', 'colleague s', '=colleagues', 'neighbour s', 'spare', 'leftover', 'left over', 'someone else s',
  'daughter s', '=daughters', 'son s', 'aunt s', 'auntie s', 'nan s', 'gran s', 'cousin s', 'dad s', 'mother in law s',
  'someone elses', 'her', 'his', 'borrow', 'borrowed', 'share', 'sharing',
  // Written without the 's: "my daughter contraceptive pill", "my husband blood pressure pills".
  '=my daughter', '=my husband', '=my sister', '=my mum', '=my mother', '=my friend',
);

const DOSE_UNIT = words('pea size', 'pea sized', 'fingertip', 'pump', 'pumps', 'mg', 'mcg', 'microgram', 'sachet', 'sachets', 'spray', 'sprays', 'puff', 'puffs', 'dose', 'doses', 'patch', 'patches', 'tablet', 'tablets', 'pill', 'pills', 'capsule', 'every night', 'every day', 'every other', 'twice a day', 'once a day', 'a day', 'a week');

const MEDICINE: Rule[] = [
  // "When can you stop contraception?", "do flushes come back when you stop HRT?" ask about people in general.
  // A change the prescriber already made ("since increasing my gel (gp increased it)") is not one the person plans.
  // "What happens if I forget to change my patch?" asks about a missed dose, not a plan.
  { category: 'medicine-change', reason: 'change', match: notWhen(notWhen(notWhen(notAfter(notAfter(inOneSentence(seq(4, notBefore(CHANGE_VERBS, words('in', 'risk', 'mi risk', 'heart risk', 'heart attack risk', 'heart disease risk', 'dementia risk', 'fracture risk', 'osteoporosis risk', 'cholesterol', 'stroke risk', 'clot risk', 'cancer risk', 'breast cancer risk', 'the risk', 'your risk', 'my risk'), 0), PRESCRIBED)), words('how long after', 'long after', 'what happens if i', 'my friend', 'friend', 'she', 'mum', 'my mum', 'my sister', 'sister', 'everyone', 'women', 'they', 'people', 'wait after', 'when you', 'if you', 'once you', 'after you', 'when can you', 'when can i', 'when should i', 'when do you', 'when to', 'at what age', 'what age', 'best age to', 'the age to', 'age to'), 1), words('does that', 'does this', 'does it', 'would that', 'would it', 'will that', 'will it', 'could that', 'can that', 'did that', 'do women', 'do most women', 'most women', 'do people', 'do they', 'women who', 'when they', 'if they', 'once they', 'after they', 'how do women', 'how do people', 'her to', 'him to', 'them to', 'told her', 'told him'), 1), PRESCRIBER_CHANGED), words('what happens if i forget', 'what happens if i miss', 'what if i forget', 'what if i miss', 'not planning anything', 'i am not planning', 'not planning to')), words('in the change', 'the change before', 'through the change', 'during the change', 'change of life', 'i read that', 'not on anything', 'like clockwork', 'very happy with it', 'change the general', 'the general advice', 'the general picture')) },
  // "Does HRT lower it?" asks what the medicine does.
  { category: 'medicine-change', reason: 'change', match: notWhen(seq(8, notAfter(PRESCRIBED, words('does', 'do', 'will', 'would', 'can', 'could', 'did'), 0), words('stop it', 'stop them', 'come off it', 'come off them', 'quit it', 'quit them', 'skip it', 'stop taking it', 'stop taking them', 'leave it out', 'ran out', 'run out', 'halve it', 'halve them', 'half it', 'double it', 'double them', 'reduce it', 'lower it', 'drop it', 'up it', 'cut it down', 'cut them down', 'ditch it', 'give it up', 'swap between them', 'switch between them', 'swap them', 'switch them', 'start it tonight', 'start it tomorrow', 'starting it tonight', 'going to start it', 'start them tonight', 'off for good', 'for good')), words('rule out', 'ruled out', 'rules out', 'rule me out')) },
  // The prescriber's change, asked about ("the doctor wants me off HRT, why?"), and a start planned or just made.
  { category: 'medicine-change', reason: 'change', match: seq(3, words('said to stop', 'says to stop', 'said to come off', 'said i should stop', 'wants me off', 'want me off', 'told me to come off', 'told me to stop', 'says i need to stop', 'said i need to stop', 'wants me to stop', 'wants me to come off', 'taking me off', 'take me off', 'wants me to switch', 'wants me to swap', 'wants me to change'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: seq(3, words('going to start', 'about to start', 'start taking', 'starting tonight', 'start tonight', 'start tomorrow', 'due to start', 'will start'), PRESCRIBED) },
  // What blind sets CM to CR taught: weight-loss pens clicked for smaller doses or a "free week", a
  // missed jab, a medicine bought without a prescription and tried, a box given by a sister, a
  // patch cut or worn one and a half, a second patch put on.
  { category: 'medicine-change', reason: 'change', match: near(10, words('microdosing', 'microdose', 'micro dosing', 'micro dose', 'clicking my pen', 'clicking the pen', 'click my pen', 'click the pen', 'extra bit left in the pen', 'left in the pen', 'free week', 'eke it out', 'eke them out', 'stretch it out', 'stretch them out', 'make it last longer', 'make them last longer'), either(PRESCRIBED, words('pen', 'pens', 'jab', 'jabs', 'dose', 'doses', 'injection'))) },
  { category: 'medicine-change', reason: 'change', match: both(seq(3, words('clicking', 'click', 'clicked'), words('pen', 'pens')), either(PRESCRIBED, words('dose', 'doses', 'dosing', 'jab', 'last longer', 'lasts longer', 'eke'))) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(seq(2, words('mum s', 'mother s', 'mam s', 'mom s', 'dad s', 'nan s', 'gran s', 'husband s', 'sister s', 'friend s', 'daughter s'), PRESCRIBED), words('take them', 'use them', 'try them', 'start them', 'take her', 'use her', 'try her', 'take his', 'use his', 'try his')) },
  // What blind sets CV to CX taught: a patch left off on swimming days, a bit more gel used.
  { category: 'medicine-change', reason: 'change', match: either(seq(3, words('leave', 'leaving', 'keep', 'keeping'), words('patch off', 'patches off')), near(16, words('use a bit more', 'use more of', 'a bit more of it', 'an extra pump', 'extra pumps', 'more pumps'), PRESCRIBED)) },
  // What blind sets CS to CU taught: methadone up or down, HRT shared with a sister, the progesterone
  // part dropped, an old patch worn with the new one, new tablets started tonight.
  { category: 'medicine-change', reason: 'change', match: both(words('go back down', 'going back down', 'go up', 'ask to go up', 'asking to go up', 'come down', 'coming down'), words('methadone', 'buprenorphine', 'subutex', 'espranor', 'buvidal', 'my script')) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(notBefore(words('been sharing', 'we share', 'we have been sharing', 'borrow each other s', 'swap when one of us'), words('tips', 'stories', 'experiences', 'advice', 'notes', 'a room', 'a bed', 'the school run', 'lifts', 'recipes')), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: both(words('progesterone part', 'progestogen part', 'progesterone bit', 'just the oestrogen', 'only the oestrogen', 'just the estrogen', 'only the estrogen', 'oestrogen on its own', 'estrogen on its own'), words('do not want', 'not take', 'stop', 'drop', 'skip', 'leave out', 'anymore', 'any more')) },
  { category: 'medicine-change', reason: 'change', match: both(words('as well as the new', 'on top of the new', 'as well as my new', 'on top of my new', 'at the same time as the new', 'both patches', 'both at once'), words('patch', 'patches', 'gel', 'pump', 'tablet', 'tablets')) },
  { category: 'medicine-change', reason: 'change', match: both(seq(2, notBefore(words('starting', 'start'), words('to')), PRESCRIBED), words('tonight', 'tomorrow', 'this evening', 'on monday', 'next week')) },
  { category: 'medicine-change', reason: 'change', match: seq(8, PRESCRIBED, words('start using it again', 'start using them again', 'using it again', 'start it again', 'start them again', 'go back on it', 'restart it')) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(both(near(14, words('left some', 'left a box', 'left a load', 'left behind', 'left her'), PRESCRIBED), words('mum', 'mam', 'mom', 'dad', 'husband', 'sister', 'friend', 'nan', 'gran', 'neighbour')), words('been taking', 'i have taken', 'taking it', 'taking them', 'i took')) },
  { category: 'medicine-change', reason: 'change', match: both(seq(3, words('missed', 'forgot', 'forgotten', 'skipped'), words('jab', 'injection', 'shot', 'pen', 'dose')), words('do i take it', 'take it now', 'or wait', 'still take it', 'take it late', 'inject now', 'do it now', 'double up')) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(near(12, words('without a prescription', 'without prescription', 'no prescription'), PRESCRIBED), words('going to try', 'try it', 'going to take', 'start taking', 'going to start', 'will take', 'taking it', 'started taking', 'been taking', 'using it', 'started it')) },
  { category: 'medicine-change', reason: 'someone-elses', match: near(20, words('given me a box', 'gave me a box', 'given me a packet', 'gave me a packet', 'given me some of hers', 'gave me some of hers', 'given me a few', 'gave me a few', 'let me have some', 'passed on her', 'given me her', 'gave me her'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: either(near(12, words('make up the difference', 'make up the dose', 'cut the patch', 'cut a patch', 'cut my patch', 'cutting the patch', 'cutting my patch', 'cut my patches', 'cut the patches', 'cut them in half', 'cut it in half'), words('patch', 'patches', 'gel', 'pump', 'pumps', 'tablet', 'tablets', 'dose')), seq(0, words('use', 'wear', 'put on'), words('one and a half', '1 and a half')), words('put a second one on', 'put a second patch on', 'put another patch on', 'wearing two patches', 'wear two patches', 'two patches at once', 'two patches on', 'doubling up on patches', 'double patching')) },
  // What blind sets CJ to CL taught: "I'm starting HRT on Monday", "can I start my HRT again", an "HRT holiday", a dog's anti-inflammatory.
  { category: 'medicine-change', reason: 'change', match: either(seq(0, words('i am starting', 'restarting', 'start back on', 'starting back on', 'go back on', 'going back on', 'get back on'), PRESCRIBED), seq(2, seq(1, words('start', 'starting'), PRESCRIBED), words('again')), words('hrt holiday', 'holiday from hrt', 'holiday from my hrt', 'hrt break', 'break from hrt', 'break from my hrt')) },
  { category: 'medicine-change', reason: 'someone-elses', match: near(12, words('metacam', 'loxicom', 'rimadyl', 'carprofen', 'phenylbutazone', 'horse bute', 'dog s tablets', 'dog s painkillers', 'dog s medicine', 'vet s medicine', 'veterinary'), words('i have had', 'i took', 'i have taken', 'i have been taking', 'i have been using', 'i tried', 'had a couple', 'for my wrist', 'for my back', 'for my knee', 'for my hip', 'for my joints', 'on myself', 'carry on with')) },
  { category: 'medicine-change', reason: 'change', match: both(seq(3, words('started', 'just started', 'began', 'begun', 'put me on', 'been put on', 'prescribed me'), NAMED), words('can i take it with', 'take it with my', 'take them with my', 'together with my', 'alongside my', 'take it alongside', 'alongside', 'with my hrt', 'mix it with', 'mix them with')) },
  // Adding one medicine to another, or taking it instead: "should I take Veozah with my HRT or instead of it?"
  { category: 'medicine-change', reason: 'change', match: near(10, words('should i take', 'can i take', 'could i take', 'should i try', 'can i try', 'want to start', 'can i start', 'should i start', 'going to start', 'thinking of starting', 'start'), NAMED, words('with my', 'instead of it', 'instead of my', 'or instead', 'as well as my', 'on top of my', 'alongside my', 'while i am on my', 'while i am on', 'whilst on my', 'while on my')) },
  // A dose made up or doubled: "my patch fell off, can I stick two on tonight?"
  // In one sentence: "doubling up pads" and "is the mirena good?" are two.
  { category: 'medicine-change', reason: 'change', match: both(inOneSentence(near(16, either(words('stick two on', 'put two on', 'use two', 'wear two', 'double up', 'make up for it', 'make up for the missed'), seq(0, words('wear', 'stick', 'stick on', 'put on'), number(2, 4)), seq(1, number(2, 4), words('at once', 'at the same time'))), NAMED)), NAMED) },
  { category: 'medicine-change', reason: 'change', match: both(seq(0, seq(0, words('put', 'stick'), number(2, 4)), words('on')), either(NAMED, DOSE_UNIT)) },
  // A pause: "take my patch off for a few days for the photos", "a break from HRT over summer".
  { category: 'medicine-change', reason: 'change', match: either(seq(8, PRESCRIBED, words('off for a few days', 'off for a day', 'off for a week', 'off for the day', 'off for the weekend', 'off for a bit', 'off for a while', 'off for the holiday', 'off for the summer', 'off for summer', 'back on after')), seq(3, words('a break from', 'break from', 'a holiday from', 'a rest from', 'pause', 'pausing'), PRESCRIBED)) },
  // Weaning and tapering are ways of stopping; so is making a supply last by cutting it up.
  { category: 'medicine-change', reason: 'change', match: both(PRESCRIBED, words('wean off', 'wean myself off', 'or wean', 'taper off', 'need to taper', 'taper it', 'taper down', 'just stop or', 'stop or wean', 'stop or taper', 'make them last', 'make it last', 'make the supply last', 'make the box last', 'make the pack last', 'make it go further', 'make them go further', 'go further with the shortage', 'to save money', 'stretch them out', 'stretch it out', 'rationing', 'ration them', 'make my prescription last')) },
  // Two forms in turn, another route, one more dose, something added to it, or sequential to continuous, by her own choice.
  { category: 'medicine-change', reason: 'someone-elses', match: both(both(words('hubby has', 'husband has', 'partner has'), words('trying one', 'try one', 'take one', 'thinking of trying', 'could i try', 'can i try')), NAMED) },
  { category: 'medicine-change', reason: 'change', match: both(either(seq(3, words('from the sequential', 'from sequential', 'sequential'), words('to continuous', 'to the continuous')), words('two instead of one', '2 instead of 1', 'three instead of two', 'take two now', 'take two from now')), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: both(words('without telling the doctor', 'without telling my doctor', 'without telling my gp', 'without asking my doctor', 'without asking the doctor', 'not bother with', 'not taking it anymore', 'not taking them anymore', 'not going to take it', 'decided i am not taking', 'will not take it anymore'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(words('a few of hers', 'some of hers', 'a few of his', 'could have some', 'could have a few', 'one of his', 'one of hers'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: both(words('alternating between', 'alternate between', 'swap between', 'switching between', 'sequential to continuous', 'cyclical to continuous', 'more is better', 'on my own', 'off my own bat'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: near(8, NAMED, words('instead of by mouth', 'instead of orally', 'vaginally instead')) },
  { category: 'medicine-change', reason: 'change', match: seq(8, words('want to try', 'try', 'can i try', 'switch to', 'start', 'take', 'rather take', 'rather use', 'rather try'), NAMED, words('instead of my', 'instead of the', 'instead')) },
  { category: 'medicine-change', reason: 'change', match: either(seq(2, words('take', 'use', 'start', 'try', 'going to take'), seq(1, words('old'), NAMED)), notWhen(both(seq(2, notAfter(words('double', 'halve', 'increase', 'up', 'cut'), words('lined', 'line', 'lining', 'picked', 'pick', 'set', 'signed', 'sign', 'made', 'make'), 0), DOSE_UNIT), NAMED), PRESCRIBER_CHANGED)) },
  { category: 'medicine-change', reason: 'change', match: seq(2, notBefore(words('an extra', 'extra', 'another'), words('question', 'quick question', 'query', 'thing', 'thought'), 0), NAMED) },
  { category: 'medicine-change', reason: 'change', match: seq(8, words('add', 'adding', 'added'), seq(0, words('to my'), NAMED)) },
  { category: 'medicine-change', reason: 'change', match: seq(10, NAMED, notBefore(words('thinking of stopping', 'thinking about stopping', 'considering stopping', 'thinking of quitting'), words('the', 'my', 'these', 'night', 'hot'), 0)) },
  // "Kya main apni HRT ki goli band kar sakti hoon?" (may I stop my HRT tablets?), said in Hinglish.
  { category: 'medicine-change', reason: 'change', match: both(words('band kar', 'band karna', 'band karu', 'band kar du', 'chhod du', 'chhodna', 'chod du', 'chodna'), either(PRESCRIBED, words('goli', 'dawai', 'dawa'))) },
  // A plan to stop said after the medicine's name: "been on HRT 10 years, want to just stop now".
  { category: 'medicine-change', reason: 'change', match: notWhen(both(either(words('taper or', 'or just stop', 'should i taper', 'like to stop it', 'would like to stop', 'like to come off', 'stop mine', 'stop all at once', 'stop it all at once', 'stop them all at once', 'come off mine', 'quit mine'), seq(3, words('cut', 'cutting', 'leave', 'leaving', 'drop', 'dropping'), seq(3, NAMED, words('out')))), NAMED), words('do they', 'most women', 'do women', 'how do women', 'do people')) },
  // A plan to stop said anywhere after the medicine is named: "HRT has helped... I want to just stop it all".
  { category: 'medicine-change', reason: 'change', match: both(seq(0, words('want to just stop', 'want to stop', 'going to just stop', 'thinking of just stopping', 'thinking of stopping', 'going to stop'), words('it', 'them', 'it all', 'altogether', 'completely', 'for good', 'this weekend', 'now')), NAMED) },
  // A new amount said as a number: "my prescription says 100 but I want to go back down to 50"; "twice as much".
  { category: 'medicine-change', reason: 'change', match: both(either(seq(2, words('go back down to', 'go down to', 'go back up to', 'drop down to', 'drop to', 'go up to'), number(0, 1000)), words('twice as much', 'double the amount', 'twice the amount', 'half as much', 'double the dose', 'twice the dose', 'half the dose')), PRESCRIBED) },
  // Bought outside a prescription: "my GP won't give me testosterone so I've bought some from a bodybuilding site".
  { category: 'medicine-change', reason: 'someone-elses', match: near(12, words('bought some', 'bought it', 'ordered some', 'bodybuilding', 'black market', 'from a site', 'off a site', 'from a gym', 'from the gym'), NAMED) },
  { category: 'medicine-change', reason: 'change', match: seq(8, NAMED, seq(0, words('want to just stop', 'want to stop', 'going to just stop', 'going to stop', 'thinking of stopping', 'want to come off', 'going to come off'), words('now', 'it', 'them', 'altogether', 'completely', 'for good'))) },
  // A new schedule made by the person: "I've cut my Utrogestan to every other night".
  { category: 'medicine-change', reason: 'change', match: both(seq(6, words('cut', 'cut down', 'reduced', 'dropped', 'gone to', 'went to', 'moved to', 'changed'), words('every other night', 'every other day', 'every second day', 'alternate days', 'alternate nights', 'twice a week', 'once a week')), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: notBefore(seq(2, words('not taken', 'not been taking', 'not been using', 'not used', 'not put on', 'not applied'), PRESCRIBED), words('before', 'yet', 'ever', 'in the past'), 3) },
  { category: 'medicine-change', reason: 'change', match: both(seq(3, seq(3, words('change from', 'changing from', 'switch from', 'went from', 'gone from', 'going from', 'go from', 'moved from', 'upped from', 'dropped from', 'increased from', 'reduced from', 'come down from', 'gone up from', 'went up from', 'went down from', 'go down from', 'go up from'), either(DOSE_UNIT, number(0, 1000))), either(DOSE_UNIT, words('to'))), either(PRESCRIBED, DOSE_UNIT)) },
  { category: 'medicine-change', reason: 'change', match: seq(8, seq(2, words('take', 'taking', 'took', 'been taking', 'using', 'use', 'having', 'had'), number(1, 20)), words('instead of')) },
  // A new amount ("dropped down to one pump"), a plan to stop said after the medicine's name, a
  // change to "the new one", half a tablet, two capsules, a coil taken out, a swap at the pharmacy.
  { category: 'medicine-change', reason: 'change', match: notWhen(seq(4, words('dropped down to', 'dropped to', 'gone down to', 'went down to', 'cut down to', 'come down to', 'gone up to', 'went up to', 'upped to', 'increased to', 'reduced to', 'cutting down to', 'cut back to', 'going down to', 'drop down to', 'go down to', 'go up to'), DOSE_UNIT), words('coffee', 'coffees', 'cup of', 'cups of', 'tea', 'wine', 'glass of', 'glasses of', 'cigarettes', 'units', 'drinks')) },
  { category: 'medicine-change', reason: 'change', match: both(words('going to stop it', 'going to stop them', 'going to come off it', 'going to come off them', 'going to quit it', 'going to quit them', 'stop taking it', 'stop taking them', 'come off it', 'come off them', 'skip it', 'halve it', 'double it', 'cut it down', 'keep going or stop', 'keep taking it or stop', 'or should i stop', 'should i stop it', 'can she just stop', 'can he just stop', 'can i just stop', 'can i just quit', 'quit just like that', 'stop just like that', 'start them again myself', 'start it again myself', 'restart it', 'restart them', 'just restart', 'i can stop it', 'can i stop it', 'think i can stop', 'stop it now', 'lower my dose myself', 'lower my hormone dose myself', 'lower the dose myself', 'reduce my dose myself', 'cut my dose myself', 'stop or keep going', 'carry on or stop', 'stop or carry on'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: both(seq(4, words('swap', 'switch', 'change', 'move', 'swapping', 'switching', 'use', 'try'), words('the new', 'non hormonal', 'something else', 'another one', 'a different one', 'the other one', 'a different brand', 'something different')), PRESCRIBED) },
  { category: 'medicine-change', reason: 'change', match: near(6, words('half a', 'half of my', 'half my', 'a quarter of', 'half of a'), NAMED) },
  // A change to another woman's medicine, told by the daughter, sister or friend asking for her.
  { category: 'medicine-change', reason: 'change', match: notWhen(seq(3, words('stop her', 'stopped her', 'stopping her', 'come off her', 'came off her', 'quit her', 'skip her', 'skipping her', 'halve her', 'double her', 'stop his', 'stopped his', 'stopping his'), PRESCRIBED), either(DECADES_AGO, words('years ago', 'long ago', 'back then'))) },
  { category: 'medicine-change', reason: 'change', match: both(inOneSentence(seq(4, seq(1, words('take', 'use', 'try', 'have'), number(2, 20)), words('of my', 'of the', 'capsules', 'tablets', 'pills', 'patches', 'pumps'))), NAMED) },
  { category: 'medicine-change', reason: 'change', match: seq(3, words('mirena', 'coil', 'implant'), words('taken out', 'removed', 'out', 'come out')) },
  { category: 'medicine-change', reason: 'change', match: seq(6, words('gave me', 'given me', 'giving me', 'switched me to', 'swapped me to'), NAMED, words('instead')) },
  { category: 'medicine-change', reason: 'change', match: both(words('go back up myself', 'put it back up', 'go back up', 'up it myself', 'increase it myself', 'change it myself', 'go up myself', 'double it myself', 'go back to the higher', 'go back to the old dose'), PRESCRIBED) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(words('buy it online', 'order it online', 'get it online', 'buy online', 'order online', 'buy them online', 'from a website', 'get it abroad', 'buy it abroad'), NAMED) },
  // "I'd rather go back to my patches", "I want to go back to the tablets I had before".
  { category: 'medicine-change', reason: 'change', match: seq(8, words('rather', 'want to', 'prefer to', 'going to', 'like to', 'thinking of', 'thinking about', 'can i', 'could i'), words('go back to', 'back to', 'switch back to', 'swap back to', 'change back to', 'go back on', 'back on'), either(PRESCRIBED, words('my old one', 'the old one', 'my old brand', 'the old brand', 'the old ones'))) },
  // Back on an old medicine, or restarted, on her own: "I've gone back on my old pill", "restart HRT after a year off".
  { category: 'medicine-change', reason: 'change', match: seq(4, words('gone back on', 'went back on', 'go back on', 'going back on', 'gone back to', 'went back to', 'restart', 'restarting', 'restarted', 'want off my', 'want off the', 'want to be off my', 'want to be off the'), PRESCRIBED) },
  // A dose other than the one on the label: "my prescription says 1mg but I've been taking 2mg".
  { category: 'medicine-change', reason: 'change', match: both(words('prescription says', 'prescribed', 'supposed to take', 'supposed to use', 'meant to take', 'meant to use', 'told to take', 'told to use', 'the label says', 'the box says', 'put me on', 'started me on'), either(seq(4, words('but i', 'been taking', 'been using', 'actually take', 'actually taking', 'instead'), DOSE_UNIT), seq(2, words('been taking', 'been using', 'actually taking', 'i take', 'i am taking'), number(1, 5000)))) },
  { category: 'medicine-change', reason: 'change', match: near(6, words('cut', 'split', 'halve'), PRESCRIBED, words('half', 'in half', 'in two', 'quarters', 'in quarters', 'into quarters', 'quarter')) },
  // A prescriber's stop passed on ("doctor say stop Progynova before my operation. Why?"), a dose
  // topped up or cut in half, a prescription not started, a medicine brought from abroad.
  { category: 'medicine-change', reason: 'ask-before-changing', match: either(words('told me to stop taking', 'is taking me off it', 'taking me off it', 'is taking me off my', 'wants me off it', 'said i should not keep taking', 'should not keep taking', 'told me not to keep taking'), seq(0, words('doctor told me to stop', 'doctor said to stop', 'doctor say stop', 'doctor says stop', 'gp told me to stop', 'gp said to stop'), either(PRESCRIBED, words('the', 'my', 'it', 'them')))) },
  { category: 'medicine-change', reason: 'change', match: near(12, either(PRESCRIBED, words('tablet', 'tablets', 'pill', 'pills', 'capsule', 'dose')), words('half tablet more', 'half a tablet more', 'an extra half', 'topping up with', 'top up with', 'half of another', 'one and a half', 'only half her', 'only half his', 'only half my', 'leave out my', 'leaving out my', 'leave out the', 'leaving the other ones out', 'leave the other ones out', 'only the white', 'stop it myself', 'stop them myself', 'stopped it myself', 'stopped them myself', 'decided to stop it', 'decided to stop them', 'decided to stop taking', 'maybe i do not take it', 'maybe i will not take it', 'so i take 2', 'so i take two', 'i take 2 now', 'i take two now', 'taking 2 now', 'taking two now', 'leave my tablets at home', 'leave my pills at home', 'and have a break', 'only been taking it some', 'only taking it some', 'whenever i remember', 'missed about a week', 'missed a week', 'skip it this time', 'i have put it off', 'i put it off', 'not taking it past', 'the 3 monthly one', 'the three monthly one', 'i must stop', 'i have to stop', 'must stop it', 'have to come off', 'start now or wait', 'start now or after', 'start it now or wait', 'start them now or wait')) },
  { category: 'medicine-change', reason: 'change', match: both(seq(4, words('cut', 'split', 'snap', 'break'), words('in half', 'in two', 'into halves')), either(PRESCRIBED, words('mg', 'dose', 'my pressure', 'blood pressure'))) },
  { category: 'medicine-change', reason: 'change', match: both(words('want to start', 'start to take', 'going to start', 'i will start', 'can i start'), words('brought from', 'brought back from', 'bought abroad', 'from abroad', 'sent from', 'bought on holiday', 'got on holiday')) },
  { category: 'medicine-change', reason: 'change', match: either(seq(6, words('not taking my', 'no longer taking my', 'not taking the'), words('any more', 'anymore')), seq(8, words('meant to take', 'supposed to take'), words('more like', 'when i remember', 'only when i remember'))) },
  { category: 'medicine-change', reason: 'change', match: near(8, seq(3, words('not took my', 'not taken my', 'not put my', 'not had my', 'not used my'), PRESCRIBED), words('for a week', 'for 2 weeks', 'for two weeks', 'for weeks', 'for days', 'for a few days', 'for a month', 'since')) },
  { category: 'medicine-change', reason: 'ask-before-changing', match: both(words('want to start', 'start hrt', 'starting hrt', 'start the hrt'), words('will it clash', 'does it clash', 'clash with', 'on top of my')) },
  // A herbal remedy beside a medicine it can interfere with: "I want to try black cohosh. I am on tamoxifen."
  { category: 'medicine-change', reason: 'ask-before-changing', match: both(words('try black cohosh', 'take black cohosh', 'start black cohosh', 'try st johns wort', 'take st johns wort', 'try st john s wort', 'take st john s wort'), words('tamoxifen', 'letrozole', 'anastrozole', 'exemestane', 'warfarin', 'sertraline', 'citalopram', 'antidepressant', 'the pill')) },
  // A dead or absent relative's medicines: "Mum's left a whole box of Vagifem behind. Can I use them?"
  { category: 'medicine-change', reason: 'someone-elses', match: both(near(14, words('left behind', 'left a', 'left a whole', 'left a load of', 'left her', 'left his', 'left over', 'leftover'), PRESCRIBED, words('can i use', 'could i use', 'can i take', 'could i take', 'would that do', 'use them', 'take them')), SOMEONE_ELSES) },
  // A coil that is not replaced, or medicine taken only on bad days: "mirena expired, not replacing it".
  { category: 'medicine-change', reason: 'change', match: both(words('mirena', 'coil', 'ius', 'hormonal coil'), words('not replacing it', 'not getting it replaced', 'not having it replaced', 'not going to replace it', 'not replace it')) },
  { category: 'medicine-change', reason: 'change', match: near(14, either(PRESCRIBED, words('tablets', 'pills')), words('only took them on the days', 'only take them on the days', 'only take it on the days', 'only on the days i feel', 'only on bad days', 'only on the bad days', 'only when i feel bad')) },
  { category: 'medicine-change', reason: 'change', match: near(12, words('take off', 'taking off', 'leave off', 'leaving off'), words('patch', 'patches', 'hrt'), words('before a holiday', 'before my holiday', 'for a holiday', 'fortnight without', 'week without', 'without it')) },
  { category: 'medicine-change', reason: 'change', match: near(14, words('patch on', 'my patch', 'her patch', 'patch and'), words('bit of gel', 'some gel', 'extra gel', 'pump of gel', 'the gel'), words('extra', 'boost', 'oomph', 'top up', 'as well', 'on top')) },
  { category: 'medicine-change', reason: 'someone-elses', match: notWhen(near(16, seq(2, SOMEONE_ELSES, PRESCRIBED), words('take', 'use', 'using', 'try', 'have', 'borrow', 'start', 'taking', 'gave me', 'give me', 'could i', 'can i', 'add', 'adding')), words('borrows my tablet', 'on my tablet', 'this chat', 'my ipad', 'worried about her own', 'scared her hrt', 'scared her tablets')) },
  { category: 'medicine-change', reason: 'someone-elses', match: notWhen(near(6, words('without a doctor', 'without seeing a doctor', 'without a gp', 'online', 'without a prescription', 'not prescribed', 'off the internet', 'no prescription', 'from abroad', 'abroad', 'overseas', 'from a website', 'off a website', 'on a website'), NAMED), words('advice', 'information', 'info', 'articles', 'forums', 'read', 'reading', 'conflicting', 'groups', 'stories', 'services', 'legit', 'repeat prescription', 'my repeat', 'sorted online', 'questionnaire')) },
  // What blind set BV taught: a supply run out until payday ("I'm out of Prempro till payday").
  { category: 'medicine-change', reason: 'change', match: seq(1, words('i am out of', 'i am all out of', 'i have run out of', 'i ran out of', 'i have ran out of'), NAMED) },
  // What blind set CC taught: a prescribed medicine replaced by a herb, or never begun.
  { category: 'medicine-change', reason: 'change', match: near(10, NAMED, words('replaced it with', 'replaced them with', 'swapped it for', 'swapped them for', 'swapped it with', 'never taken it', 'never started it', 'not started it', 'never picked it up', 'never collected it')) },
];

// A different amount or rhythm ("4 pumps instead of 2", "try 2mg", "every other night instead of
// every night"), an old, leftover, borrowed or overseas supply, or another medicine added on top.
const MEDICINE_CONCEPTS: Rule[] = [
  // More of it than prescribed, or a different schedule: a second patch, extra gel, halves, every other day, back to back, only on bad days.
  { category: 'medicine-change', reason: 'change', match: seq(4, words('put', 'use', 'add', 'wear', 'apply', 'stick on', 'try'), words('a second patch', 'another patch', 'two patches', 'an extra patch', 'extra patch', 'more gel', 'extra gel', 'more than a pea', 'double the gel', 'an extra pump', 'extra pumps', 'more pumps', 'a bit more than')) },
  { category: 'medicine-change', reason: 'change', match: near(10, PRESCRIBED, words('in half', 'in halves', 'every second day', 'every other day', 'back to back', 'only on hot days', 'on hot days', 'only on bad days', 'on bad days only', 'as and when')) },
  { category: 'medicine-change', reason: 'change', match: both(words('missed a dose', 'missed my dose', 'missed one', 'missed yesterday', 'forgot to take', 'forgot my dose', 'missed a tablet', 'missed a pill'), words('take two', 'double up', 'take double', 'two today', 'two tonight', 'an extra one', 'two at once')) },
  { category: 'medicine-change', reason: 'someone-elses', match: both(near(8, PRESCRIBED, words('does not want anymore', 'does not want any more', 'does not want it', 'does not need anymore', 'does not need it', 'is not using', 'not using anymore', 'stopped taking')), words('can i', 'could i', 'i will take', 'i will use', 'i want to take', 'i want to use', 'should i take')) },
  { category: 'medicine-change', reason: 'change', match: notWhen(near(6, words('a bit more than', 'a little more than', 'more than the', 'a bit extra', 'less than the', 'instead of', 'rather than', 'more than prescribed', 'more than i was told', 'higher dose', 'bigger dose', 'extra', 'on top of my dose'), DOSE_UNIT), words('risk', 'clot risk', 'safer', 'riskier', 'compared to', 'compared with', 'difference between', 'is it better')) },
  { category: 'medicine-change', reason: 'change', match: notWhen(notBefore(notAfter(seq(3, words('try', 'go up to', 'up it to', 'increase to', 'move to', 'switch to', 'try taking', 'go down to', 'drop to'), number(0, 1000, DOSE_UNIT)), words('heart rate', 'pulse', 'temperature', 'blood pressure', 'bp', 'heart', 'weight', 'rate', 'sugar', 'cholesterol'), 6), words('and they', 'and it', 'of them', 'different', 'brands', 'kinds', 'types'), 1), words('to get to', 'get to sleep')) },
  { category: 'medicine-change', reason: 'change', match: seq(3, words('add', 'adding', 'add in', 'add on'), NAMED) },
  { category: 'medicine-change', reason: 'change', match: seq(6, words('try', 'going to', 'start', 'switch to', 'change to', 'move to', 'go to', 'taking it', 'taking them', 'using it', 'using them'), words('every other night', 'every other day', 'every second day', 'every 3rd day', 'every third day', 'every 3 days', 'every few days', 'alternate days', 'alternate nights', 'twice a day', 'twice a week', 'once a week', 'three times a day')) },
  { category: 'medicine-change', reason: 'someone-elses', match: near(18, words('a bit of hers', 'bit of hers', 'of hers', 'of his', 'from the market', 'sends me', 'send me', 'try his', 'take his', 'use his', 'has some for', 'give me some', 'she will give me', 'he will give me', 'gave me some', 'mum was prescribed', 'sister was prescribed', 'friend was prescribed', 'she was prescribed', 'he was prescribed', 'to hers', 'can i have some', 'could i have some', 'got loads', 'cousin gave me', 'friend gave me', 'sister gave me', 'mum gave me', 'mate gave me', 'neighbour gave me', 'colleague gave me', 'gone halves', 'going halves', 'halves with', 'split a box', 'sharing a box', 'share a box', 'from my friend', 'from my sister', 'from my mum', 'from a friend', 'from my mate', 'has some spare', 'some spare', 'offered me some', 'offered me a few', 'offered me one', 'she has offered', 'friend offered me', 'mate offered me', 'share hers', 'share some', 'she will share', 'let me have some', 'give me a few', 'offered me her', 'gave me some of hers', 'borrow', 'borrowed', 'use hers', 'try hers', 'take hers', 'some of hers', 'some of his', 'pinch some', 'posting me', 'post me some', 'send me some', 'sending me', 'from abroad', 'overseas', 'bought in spain', 'bought it in spain', 'bought them in spain', 'from a spanish pharmacy', 'from a pharmacy in spain', 'left over', 'leftover', 'has some left', 'have some left', 'has spare', 'loads spare'), NAMED) },
  { category: 'medicine-change', reason: 'change', match: both(either(seq(1, words('old'), NAMED), words('old ones', 'old patches', 'old tablets', 'old gel', 'old supply', 'old prescription', 'left from', 'left over', 'leftover', 'expired', 'out of date', 'from last year', 'still got some', 'still have some', 'lying around', 'in the drawer', 'in a drawer')), near(8, words('can i', 'could i', 'should i', 'is it ok', 'ok to', 'safe to'), words('go back', 'put one on', 'use', 'take', 'start', 'try', 'just put', 'just use'))) },
];

const RULES: readonly Rule[] = [...CRISIS, ...CRISIS_CONCEPTS, ...EMERGENCY, ...EMERGENCY_CONCEPTS, ...HOME, ...HOME_CONCEPTS, ...PROMPT, ...MEDICINE, ...MEDICINE_CONCEPTS];

/** Which layers screen a message: both in the product; the rules alone to measure what the classifier adds. */
export type ScreenLayers = { classifier: boolean };
const BOTH_LAYERS: ScreenLayers = { classifier: true };

/** The reason given when only the classifier saw the danger: its reply names no one cause. */
const RAISED_REASON: Readonly<Record<RaisedCategory, RedFlagReason>> = {
  crisis: 'suicidal-thoughts',
  emergency: 'emergency-signs',
  'home-safety': 'abuse',
  'prompt-care': 'see-a-doctor-soon',
  'medicine-change': 'ask-before-changing',
};
/** The reasons whose replies name no one cause: a rule's own reason of the same category is more useful. */
const GENERIC_REASONS: ReadonlySet<RedFlagReason> = new Set(['emergency-signs', 'see-a-doctor-soon', 'ask-before-changing']);

/**
 * The first red flag in one message, most serious first: the rules, then the classifier, which may
 * only raise a flag more serious than the rules' (or one where they saw none).
 */
export function redFlagIn(text: string, layers: ScreenLayers = BOTH_LAYERS): RedFlag | undefined {
  const tokens: Token[] = tokenise(text, VOCABULARY);
  const rule = RULES.find((candidate) => candidate.match(tokens).length > 0);
  const raised = layers.classifier ? classify(text) : undefined;
  const fromClassifier = raised ? { category: raised, reason: RAISED_REASON[raised] } : undefined;
  if (!rule) return fromClassifier;
  const fromRules = { category: rule.category, reason: rule.reason };
  // Signs of an emergency the rules saw ("chest tightness and pain into my neck... I took an
  // aspirin") keep the emergency reply, which says to call an ambulance now, over a crisis only the
  // classifier guessed at.
  if (fromRules.category === 'emergency' && fromClassifier?.category === 'crisis') return fromRules;
  if (fromClassifier?.category === 'crisis' && !overrulesRule(text, fromRules)) return fromRules;
  return mostSerious(fromRules, fromClassifier);
}

/**
 * How sure the classifier must be before a crisis it guessed at replaces what the rules saw. A
 * lump or bleeding told in a frightened, sleepless message ("i have a lump in my breast", "its
 * 3am and i cant stop thinking about it") reads like a crisis to a model of word stems; the
 * person needs the reply that says to book an appointment. Only a confident crisis overrules it.
 */
const SURE_OF_A_CRISIS = 0.8;
function overrulesRule(text: string, fromRules: RedFlag): boolean {
  if (fromRules.category !== 'prompt-care' && fromRules.category !== 'home-safety') return true;
  return classify(text, SURE_OF_A_CRISIS) === 'crisis';
}

/**
 * Categories still shown after the turn that raised them (a later "thanks" does not clear a
 * crisis; "it doesn't hurt so I assume it's fine?" two turns after a new lump is still about it;
 * "I've stopped my HRT", "just yesterday", "is a headache normal?" still needs the prescriber).
 */
const CARRIED: ReadonlySet<RedFlagCategory> = new Set(['crisis', 'emergency', 'home-safety', 'prompt-care', 'medicine-change']);
/** Prompt care raised this many turns back is still the subject while the newest question only adds to it. */
const PROMPT_CARE_REACH = 3;
/** How many earlier questions are looked at again. */
const EARLIER_TURNS = 6;

/** `newest`: the newest question's own flag, when an earlier, more serious one comes first. */
export type ConversationFlag = RedFlag & { turn: 'latest' | 'earlier'; newest?: RedFlag };

/**
 * The red flag of a conversation, from the person's turns in order: the newest question on its
 * own or read together with the one or two before ("I'm 63" then "I had a small bleed"), then a
 * crisis, emergency, danger at home or something to see a doctor about in one of the earlier
 * questions, the most serious first. Prompt care raised in the last few turns, while the newest
 * question only adds to it ("not sore", "it's stopped now so do I still need to go?"), gets its
 * reply again; otherwise an earlier flag is a reminder above the answer to the newest question.
 */
export function screenConversation(asked: readonly string[], layers: ScreenLayers = BOTH_LAYERS): ConversationFlag | undefined {
  const questions = applyCorrections(asked);
  const latest = questions.at(-1);
  if (latest === undefined) return undefined;
  const own = redFlagIn(latest, layers);
  const together = withPrevious(questions, layers);
  const now = own || together ? (guessedCrisisGivesWay(latest, own, together, layers) ?? mostSerious(own, together)!) : undefined;
  const change = now ? undefined : medicineChangeFollowedUp(questions, layers);
  const carried: RedFlag[] = [];
  let recentPromptCare: RedFlag | undefined;
  for (let index = Math.max(0, questions.length - 1 - EARLIER_TURNS); index < questions.length - 1; index += 1) {
    const question = questions[index]!;
    const alone = redFlagIn(question, layers);
    // An earlier question read with the one before it, when together they say more: "I fainted in
    // the bathroom", "I've been flooding since lunch", then "what's the best period underwear?".
    const together = index > 0 ? redFlagIn(`${questions[index - 1]} ${question}`, layers) : undefined;
    const pairFirst = together !== undefined && (!alone || mostSerious(alone, together) === together);
    const flag = pairFirst ? together : alone;
    const said = pairFirst ? `${questions[index - 1]} ${question}` : question;
    if (!flag || !CARRIED.has(flag.category) || explainedAway(flag, said, questions[index + 1]!, layers)) continue;
    carried.push(flag);
    if (flag.category === 'prompt-care' && index >= questions.length - PROMPT_CARE_REACH) recentPromptCare = flag;
  }
  const earlier = mostSerious(...carried);
  const newest = now ?? change;
  if (newest) return earlier && stillFirst(earlier, newest, questions, layers) ? { ...earlier, turn: 'earlier', newest } : { ...newest, turn: 'latest' };
  if (earlier?.category === 'prompt-care' && recentPromptCare && continues(latest)) return { ...recentPromptCare, turn: 'latest' };
  return earlier && { ...earlier, turn: 'earlier' };
}

/**
 * A crisis or an emergency from an earlier question still comes first when the newest raises
 * neither ("I coughed up blood", "I flew back from Spain", "can I ask about sleep?"), and an
 * emergency the rules saw earlier comes before a crisis only the classifier guessed at in the
 * newest ("my jaw and both arms are heavy, cold sweat", "I don't like to make a fuss", "what
 * about collagen?"). The newest question's own flag is still answered, after the reminder.
 */
function stillFirst(earlier: RedFlag, newest: RedFlag, questions: readonly string[], layers: ScreenLayers): boolean {
  if (earlier.category !== 'crisis' && earlier.category !== 'emergency') return false;
  if (newest.category !== 'crisis' && newest.category !== 'emergency') return true;
  if (earlier.category !== 'emergency' || newest.category !== 'crisis' || !layers.classifier) return false;
  const rulesOnly = { ...layers, classifier: false };
  return !redFlagIn(questions.at(-1)!, rulesOnly) && !withPrevious(questions, rulesOnly);
}

/**
 * A crisis only the classifier guessed at in the newest question, when the rules saw something
 * else in it read with the questions before, gives way as it does within one message: to an
 * emergency always, to prompt care or danger at home unless the classifier is sure.
 */
function guessedCrisisGivesWay(latest: string, own: RedFlag | undefined, together: RedFlag | undefined, layers: ScreenLayers): RedFlag | undefined {
  if (!layers.classifier || own?.category !== 'crisis' || !together || together.category === 'crisis') return undefined;
  if (redFlagIn(latest, { classifier: false })) return undefined;
  if (together.category === 'emergency' || !overrulesRule(latest, together)) return together;
  return undefined;
}

/**
 * An emergency or prompt care the very next question explains away ("I get chest tightness when
 * I'm anxious", then "doctor checked my heart and said it's fine"; "I had a lump in 2020", then
 * "it was a cyst, all clear"): the two read together no longer raise it. A crisis or danger at
 * home is carried whatever follows: "I was only joking" after either is not taken on trust.
 */
function explainedAway(flag: RedFlag, question: string, next: string, layers: ScreenLayers): boolean {
  if (flag.category !== 'emergency' && flag.category !== 'prompt-care') return false;
  return redFlagIn(`${question} ${next}`, layers)?.category !== flag.category || CHECKED_SINCE(tokenise(next, VOCABULARY)).length > 0;
}

/** "got checked, colposcopy was clear", "ECG and bloods were all normal": seen to, unless it is back. */
const CHECKED_SINCE = notWhen(
  words('got checked', 'had it checked', 'was checked', 'were checked', 'been checked', 'checked me', 'checked everything', 'checked my heart', 'came back clear', 'was clear', 'were clear', 'all clear', 'all normal', 'was normal', 'were normal', 'nothing to worry about', 'nothing serious', 'benign', 'fibroadenoma', 'it was a cyst', 'it was a polyp', 'they removed'),
  words('again', 'back again', 'it is back', 'has come back', 'another', 'new one', 'worse', 'still there', 'not gone'),
);

/** A short question straight after a medicine change ("why though?") is still about that change. */
const FOLLOW_UP = /^\s*(why|how|what|but|so|and|can|could|should|is|does|do|will|would)\b|\?\s*$/i;
const FOLLOW_UP_MAX_WORDS = 10;

function medicineChangeFollowedUp(questions: readonly string[], layers: ScreenLayers): RedFlag | undefined {
  const [previous, latest] = [questions.at(-2), questions.at(-1)!];
  if (previous === undefined || !FOLLOW_UP.test(latest) || latest.trim().split(/\s+/).length > FOLLOW_UP_MAX_WORDS) return undefined;
  const before = redFlagIn(previous, layers);
  return before?.category === 'medicine-change' ? before : undefined;
}

/** A newest question that opens like this has moved on from what was said before. */
const MOVES_ON = /^\s*(ok(ay)?|thanks|thank you|ta|cheers|right|anyway|also|another|different|unrelated|separately|on another note|what helps|what about|how about|any tips|tips for)\b/i;
const MOVES_ON_WORDS = 16;

/**
 * The flag of the newest question read with the one before, then with the two and three before,
 * when they say more together ("I'm 60", "there was blood when I wiped", "is it the pessaries?";
 * a phone's burst of "my right leg", "swollen from ankle to knee", "tender and red", "no injury").
 * A flag the earlier questions already raised was answered when they were asked: it is raised
 * again only while the newest question still adds to it (short, and not opening on something new).
 * Three questions are read together only for a flag the oldest does not raise alone, four only
 * when none of the earlier three raises one.
 */
function continues(latest: string): boolean {
  return !MOVES_ON.test(latest) && latest.trim().split(/\s+/).length <= MOVES_ON_WORDS;
}

function withPrevious(questions: readonly string[], layers: ScreenLayers): RedFlag | undefined {
  const latest = questions.at(-1)!;
  for (const reach of [2, 3, 4]) {
    if (questions.length < reach) break;
    const earlier = questions.slice(-reach, -1).join(' ');
    const joined = redFlagIn(`${earlier} ${latest}`, layers);
    if (!joined) continue;
    const before = redFlagIn(earlier, layers);
    // Three are read together only for a flag the oldest does not raise alone: "I had a lump
    // in 2020", "it was a cyst, all clear", "can cysts come back?" is history, already answered.
    if (reach === 3 && redFlagIn(questions.at(-3)!, layers)) continue;
    // Four are read together only when none of the three earlier ones raises a flag alone.
    if (reach === 4 && questions.slice(-4, -1).some((question) => redFlagIn(question, layers))) continue;
    if (continues(latest) || !(before?.category === joined.category && before.reason === joined.reason)) return joined;
  }
  return undefined;
}

/** The most serious flag; of two in one category, the one naming its cause. */
function mostSerious(...flags: Array<RedFlag | undefined>): RedFlag | undefined {
  const rank = (flag: RedFlag) => 2 * RED_FLAG_CATEGORIES.indexOf(flag.category) + (GENERIC_REASONS.has(flag.reason) ? 1 : 0);
  return flags.filter((flag): flag is RedFlag => flag !== undefined).sort((a, b) => rank(a) - rank(b))[0];
}
