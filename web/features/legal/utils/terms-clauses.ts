// docs/spec/admin-side.md §2 'Terms-of-use content' and docs/spec/product-decisions.md 'Things the spec states as static text': the early
// clauses are ours, written plainly for this platform; from the middle of clause 12 on, the closing parts
// are those the spec lists (third-party use and calls, amendments, termination, indemnity, severability,
// assignment, waiver, governing law, data transparency, contact).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FOLLOW_UP_DAYS, PICTURE_MAX_MB, RESUME_MAX_MB } from '#shared/constants.js';

// The texts are message descriptors (docs/decisions/0031): the page shows them in its language.
export type TermsBlock = MessageDescriptor | { list: MessageDescriptor[] };
export type TermsClause = { id: string; title: MessageDescriptor; blocks: TermsBlock[] };

/** docs/spec/admin-side.md §9: a company's listing is removed within 7 working days of a complaint. */
export const LISTING_REMOVAL_WORKING_DAYS = 7;

type TermsContext = { platformName: string; jurisdictionCity: string };

export function getTermsClauses({ platformName, jurisdictionCity }: TermsContext): TermsClause[] {
  return [
    {
      id: 'acceptance',
      title: msg`Accepting these terms`,
      blocks: [
        msg`These terms govern your use of ${platformName} (the “platform”), its website and its services. By creating an account or using the platform you agree to them. If you do not agree, please do not use the platform.`,
        msg`In these terms, “we”, “us” and “our” mean the organisation that runs the platform, and “you” means the person using it.`,
      ],
    },
    {
      id: 'platform',
      title: msg`What the platform does`,
      blocks: [
        msg`${platformName} is an initiative of an education organisation in Mysuru, Karnataka. It helps students discover internships and global job links, build a profile, apply and follow their applications. It is free for students.`,
      ],
    },
    {
      id: 'accounts',
      title: msg`Eligibility and your account`,
      blocks: [
        {
          list: [
            msg`You must give true, current and complete information when you register and keep it up to date.`,
            msg`If you are under 18, use the platform only with the consent of a parent or guardian.`,
            msg`One person may hold one account. Keep your password secret; you are responsible for what happens under your account.`,
            msg`Tell us at once if you think someone else has used your account.`,
          ],
        },
      ],
    },
    {
      id: 'profile',
      title: msg`Your profile, resume and picture`,
      blocks: [
        msg`You are responsible for what you put in your profile. Upload only your own documents and only information you have the right to share.`,
        msg`Resumes must be PDF files of at most ${RESUME_MAX_MB} MB. Profile pictures must be images of at most ${PICTURE_MAX_MB} MB; we re-encode pictures and remove their hidden metadata before storing them.`,
      ],
    },
    {
      id: 'listings',
      title: msg`Internship listings from public sources`,
      blocks: [
        msg`Listings are collected from public sources and from companies that contact us. We review them, but we cannot verify every detail, and companies may change or withdraw an internship at any time. Check the details with the company before you accept an offer.`,
        msg`Never pay anyone to get an internship. If a listing asks for money or looks suspicious, report it to us.`,
      ],
    },
    {
      id: 'applying',
      title: msg`Applying through the platform`,
      blocks: [
        msg`When you apply, we send the company your profile details, your resume and your cover letter. A daily limit on the number of applications may apply; it is shown to you when you reach it.`,
        msg`The company alone decides whether to contact, interview or select you. Any agreement about an internship is between you and the company; we are not a party to it.`,
      ],
    },
    {
      id: 'no-guarantee',
      title: msg`No placement guarantee`,
      blocks: [
        msg`We do not guarantee that you will receive a reply, an interview, an internship, a stipend or a job through the platform. Statistics and testimonials on the website describe other students’ experiences and are not a promise of results.`,
      ],
    },
    {
      id: 'acceptable-use',
      title: msg`Acceptable use`,
      blocks: [
        msg`You agree not to:`,
        {
          list: [
            msg`give false information or pretend to be someone else;`,
            msg`copy listings or other content in bulk, or use automated tools to collect data from the platform;`,
            msg`send spam or abusive messages to companies or other users;`,
            msg`try to break, overload or get around the security of the platform;`,
            msg`upload anything unlawful, harmful or that infringes the rights of others.`,
          ],
        },
      ],
    },
    {
      id: 'data',
      title: msg`Your data and privacy`,
      blocks: [
        msg`We collect the information you give us (name, contact details, city, education, skills, interests, resume and picture), your applications, and basic technical records such as sign-in times, which we need to keep the service secure.`,
        msg`We use it to run your account, to match you with internships, to forward your applications, to send you messages about your account and applications, and to improve the platform. Companies see your details only when you apply to them; our administrators see them to run the service.`,
        msg`Your browser keeps your sign-in in its local storage; we do not use advertising cookies. Passwords are stored only as secure hashes.`,
        msg`You can change your profile at any time and delete your account from your dashboard. We handle personal data in line with Indian law, including the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023.`,
      ],
    },
    {
      id: 'ip',
      title: msg`Content and intellectual property`,
      blocks: [
        msg`The platform's design, text and software belong to us or our licensors. What you upload stays yours; you allow us to store, copy and share it as needed to provide the service, including sending it to companies you apply to.`,
      ],
    },
    {
      id: 'availability',
      title: msg`Availability, external sites and liability`,
      blocks: [
        msg`We try to keep the platform available, but it may be paused for maintenance or changed without notice. Links to external sites (exams, courses, scholarships, company pages, the AI assistant) are provided for convenience; we do not control them and are not responsible for their content.`,
        msg`To the extent the law allows, the platform is provided “as is” and we are not liable for indirect losses or for decisions taken by companies.`,
      ],
    },
    {
      id: 'communications',
      title: msg`Communications and third parties`,
      blocks: [
        msg`We send you emails that are part of the service, such as one-time codes, application confirmations and status updates. Promotional messages are sent only if you agreed to receive them when you registered, and you can stop them at any time.`,
        msg`By registering, you also permit us and the third parties we work with, including the companies you apply to and our education and training partners, to use the information you provide to contact you by phone call, SMS, WhatsApp or email about internships, applications, courses and related opportunities. You may withdraw this permission at any time by writing to us.`,
      ],
    },
    {
      id: 'amendments',
      title: msg`Amendments to these terms`,
      blocks: [
        msg`We may change these terms from time to time. The current version is always on this page, and for important changes we will tell you by email or on the website. If you keep using the platform after a change, you accept the new terms.`,
      ],
    },
    {
      id: 'termination',
      title: msg`Termination`,
      blocks: [
        msg`You may stop using the platform and delete your account at any time. We may suspend or close an account, without notice, if it breaks these terms, gives false information or harms other users, companies or the platform. Clauses that by their nature should survive termination (such as indemnity and governing law) continue to apply.`,
      ],
    },
    {
      id: 'indemnity',
      title: msg`Indemnity`,
      blocks: [
        msg`You agree to indemnify and hold harmless the organisation, its staff and partners against claims, losses and costs arising from your breach of these terms, from information you provide, or from your misuse of the platform.`,
      ],
    },
    {
      id: 'severability',
      title: msg`Severability`,
      blocks: [
        msg`If any part of these terms is found invalid or unenforceable, that part is limited or removed to the minimum extent necessary, and the rest of the terms remain in full force.`,
      ],
    },
    {
      id: 'assignment',
      title: msg`Assignment`,
      blocks: [
        msg`You may not transfer your account or your rights under these terms to anyone else. We may transfer our rights and duties to another organisation that takes over the platform, and we will tell you if that happens.`,
      ],
    },
    {
      id: 'waiver',
      title: msg`Waiver`,
      blocks: [
        msg`If we do not enforce a right under these terms at once, or at all, we have not given up that right and may still enforce it later.`,
      ],
    },
    {
      id: 'governing-law',
      title: msg`Governing law and disputes`,
      blocks: [
        msg`These terms are governed by the laws of India. Any dispute will first be discussed in good faith; if it is not resolved, it will be referred to a sole arbitrator under the Arbitration and Conciliation Act, 1996, with the seat of arbitration at ${jurisdictionCity} and English as its language. Subject to that, the courts at ${jurisdictionCity} have exclusive jurisdiction.`,
      ],
    },
    {
      id: 'data-transparency',
      title: msg`Data transparency`,
      blocks: [
        {
          list: [
            msg`The platform only helps you explore internships from various sources; it does not guarantee placements.`,
            msg`Internship listings are collected from public sources.`,
            msg`If a company complains about its listing, we remove it within ${LISTING_REMOVAL_WORKING_DAYS} working days of the complaint.`,
            msg`If you do not hear back within ${FOLLOW_UP_DAYS} days of applying, contact the organisation directly by email or phone.`,
          ],
        },
      ],
    },
  ];
}
