import type { EducationModuleSource } from '../types';

export const skinHairAndBodyChangesModule: EducationModuleSource = {
  id: 'skin-hair-and-body-changes',
  title: 'Skin, Hair and Body Changes',
  description:
    'Why skin and hair often change around menopause, and simple, gentle ways to care for them.',
  category: 'self-care',
  orderIndex: 25,
  duration: 4,
  content: `Many women notice their skin and hair changing in their 40s and 50s. Skin may feel drier or thinner. Hair may seem finer. Some women get spots again for the first time since their teens. These changes are common. They are not a sign that you are doing anything wrong.

## Why skin changes

Estrogen is one of the main hormones made by the ovaries. It helps skin hold on to water. It also supports collagen. Collagen is a protein that gives skin its strength and bounce. When estrogen falls around menopause, collagen falls too.

Small studies from the 1980s found that skin may lose about 30% of its collagen in the first five years after menopause. After that, the loss slows down. Normal aging and years of sun exposure add to these changes.

Here is what you might notice:

- **Dryness.** Skin may feel tight, rough or flaky, often on the legs, arms and hands.
- **Thinner skin.** Skin may bruise or tear more easily and take longer to heal.
- **Itchy skin.** Some women itch without any rash. Dry skin is a common cause. A few describe a crawling or tingling feeling under the skin.
- **Acne.** Shifts in the balance of hormones can bring back spots, often around the chin and jaw.
- **Wrinkles and sagging.** With less collagen, skin is less firm and springy.

## Hair changes

Hair on the scalp may get thinner or finer. Often this shows as a wider parting or more scalp showing on top. This is called female pattern hair loss, and it becomes more common after menopause. At the same time, some women notice more hair on the chin or upper lip.

Hair growth is shaped by the balance between estrogen and androgens. Androgens are hormones such as testosterone, which women make in small amounts. When estrogen falls, the balance shifts.

Other things can thin hair too. These include thyroid problems, low iron, stress, illness, some medicines and crash dieting. This is why big hair changes are worth talking about with a clinician.

## Sun protection matters most

Sun damage is the biggest outside cause of skin aging. It is also the main cause of skin cancer. Protecting your skin helps at every age.

- Use a broad-spectrum sunscreen of SPF 30 or higher. Broad-spectrum means it protects against both main types of UV rays.
- Put it on your face, neck, ears and the backs of your hands when you will be outside.
- Reapply about every two hours outdoors, and after swimming or sweating.
- Wear a wide-brimmed hat and sunglasses, and look for shade in the middle of the day.
- Avoid sunbeds.

## Gentle daily care

Simple habits often help more than expensive products.

- **Wash gently.** Use lukewarm water and a mild, fragrance-free cleanser. Hot water and harsh soaps strip away natural oils.
- **Moisturize often.** Apply moisturizer soon after washing, while your skin is still a little damp. Thick creams and ointments hold in water better than thin lotions.
- **Keep showers and baths short.** Long, hot soaks can dry skin out.
- **Choose simple products.** Perfume and strong fragrances can irritate sensitive skin. Try any new product on a small patch first.
- **Be kind to your hair.** Use a wide-toothed comb. Turn down the heat on hair dryers and straighteners. Avoid tight styles that pull on the roots.
- **Look after your whole self.** Not smoking, eating well and getting enough sleep all support healthy skin. Smoking speeds up skin aging.

For mild acne, a pharmacist can tell you about products you can buy without a prescription. If acne is painful or leaves marks, see a clinician.

## What about hormone therapy?

Some research suggests hormone therapy may help skin thickness and collagen. But it is not approved as a skin treatment. For some women, hormone therapy raises the risk of blood clots, stroke or breast cancer. Our module on its benefits and risks gives the numbers. Whether hormone therapy is right for you is a decision to make with your clinician. It depends on your symptoms, your health and your own wishes.

## When to get help

See a clinician if you notice any of these:

- A mole or spot that is new, changing in size, shape or color, bleeding, itchy or not healing.
- Sudden hair loss, hair coming out in clumps, or round bald patches.
- Hair loss along with other changes, such as tiredness, feeling cold or weight changes.
- Itching that lasts for weeks, keeps you awake, or comes with yellow skin or eyes.
- Fast growth of coarse hair on the face or body, especially with other changes such as a deeper voice.
- Acne that is severe, painful or leaving scars.
- A rash that spreads, blisters or does not settle.

These signs do not always mean something serious. But they deserve a proper look. Changes in your skin and hair are real and worth caring about. You do not have to put up with discomfort or worry on your own.`,
  keyInsight:
    'Falling estrogen can make skin drier and thinner and hair finer. This is very common. Daily sunscreen and a gentle moisturizer help most. Always get sudden hair loss or a changing mole checked.',
  references: [
    {
      title: 'Skin aging and menopause: implications for treatment',
      source: 'Raine-Fenning NJ, Brincat MP, Muscat-Baron Y. American Journal of Clinical Dermatology 4(6)',
      year: 2003,
      url: 'https://doi.org/10.2165/00128071-200304060-00001',
    },
    {
      title: 'Estrogens and aging skin',
      source: 'Thornton MJ. Dermato-Endocrinology 5(2):264-270',
      year: 2013,
      url: 'https://doi.org/10.4161/derm.23872',
    },
    {
      title: 'Menopause',
      source: 'Davis SR, Lambrinoudaki I, Lumsden M, et al. Nature Reviews Disease Primers 1:15004',
      year: 2015,
      url: 'https://doi.org/10.1038/nrdp.2015.4',
    },
  ],
};
