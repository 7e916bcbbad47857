/**
 * The fixed opening text of two remote pages, as for the education library (education/library-intro.ts):
 * the shell paints it while the page's remote loads, and the remote renders the same words from
 * these constants once it mounts, so the first paint of the page is its real text.
 */

/** The Menopause Rating Scale page (/menopause-rating-scale, assessments remote). */
export const MRS_PAGE = {
  backLink: 'All assessments',
  title: 'Menopause Rating Scale',
  intro:
    'Eleven common symptoms of the menopause years, each rated from none to very severe. It takes about five minutes. Take it again every few weeks, for example before and after a change in treatment, and watch how your scores move.',
  noteTitle: 'A rating of how you feel, not a diagnosis',
  note: 'The bands (none or little, mild, moderate, severe) describe how strong your symptoms are compared with the authors’ scoring table. They do not tell you what causes a symptom. Many of these symptoms can have other causes, so talk to a clinician about any that worry you. If you ever think about harming yourself, call or text 988 (in the US) or your local emergency number now.',
} as const;

/** The donation page (/subscribe, donate remote): what a donation pays for, only true statements about Renewed. */
export const SUPPORT_PAGE = {
  title: 'Support Renewed',
  intro: 'Renewed is free for everyone, with no login and no trackers. Donations keep it that way.',
  benefits: [
    {
      title: 'Keeps Renewed free',
      text: 'No paywall and no accounts. Donations are how everything here stays free for every woman who needs it.',
    },
    {
      title: 'Pays for hosting',
      text: 'It pays for the servers that keep the library, the trackers and the practices online.',
    },
    {
      title: 'Keeps the library current',
      text: 'Time to check each health article against its sources. When the evidence changes, we update it.',
    },
    {
      title: 'Private by design',
      text: 'Your donation is not linked to anything you do in Renewed. Card details go to Stripe and never reach our servers.',
    },
  ],
} as const;
