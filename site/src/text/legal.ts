// The information pages' text. Paragraphs are separated by a blank line; the retention rules (records
// kept 7 years, biometric data deleted within 3 years) are in the privacy and 2257 texts.

export const LEGAL_TEXT = {
  'information.title': 'Information',
  'information.intro': 'Rules, policies and ways to reach us.',
  'information.dmca.title': 'DMCA',
  'information.dmca.body':
    'We respect the intellectual property of others. If you believe that material on this site infringes your copyright, send a notice to our designated agent at the address below.\n\nYour notice must identify the copyrighted work, the address of the page with the material, your contact details, a statement that you believe in good faith that the use is not authorised, and a statement, under penalty of perjury, that the information in the notice is accurate and that you are the owner or are authorised to act for the owner.\n\nWe remove or disable access to the material promptly once a complete notice arrives, and we end the accounts of repeat infringers.',
  'information.dmca.address_label': 'Copyright agent',
  'information.dmca.address': 'dmca@reel.example',
  'information.dmca.copy': 'Copy address',
  'information.support.title': 'Support',
  'information.support.body':
    'Questions about an account, an upload or a page that does not work? Write to our support team and tell us what you did, what you expected and what happened instead, with the address of the page.\n\nWe answer every message in English, usually within two working days.',
  'information.support.address': 'support@reel.example',
  'information.terms.title': 'Terms of service',
  'information.terms.body':
    'This site is for adults only. By entering it you confirm that you are at least 18 years old, or the age of majority where you live if that is higher, and that viewing adult material is legal for you.\n\nYou may watch videos for your own private use. You may not copy, sell or redistribute them, except through the embed code the site offers.\n\nMembers are responsible for what they upload. Uploading is allowed only for material you own or are licensed to publish, in which every person appearing was at least 18 years old at the time of recording and gave consent, as confirmed in the uploader affidavit.\n\nWe may remove any content or account that breaks these terms. The site is provided as it is, without warranties.',
  'information.privacy.title': 'Privacy policy',
  'information.privacy.body':
    'We collect what we need to run the site: the account details you give us, the videos you upload, and technical data such as your IP address, browser and the pages you visit.\n\nWe use this data to provide and protect the service, to count views and votes and to answer your messages. We do not sell personal data.\n\nWhere age or identity verification uses biometric data, that data is deleted within 3 years after your account is deleted or you withdraw your consent, whichever comes first.\n\nYou may ask for a copy of your data, its correction or its deletion by writing to support.',
  'information.2257.title': '18 U.S.C. 2257 statement',
  'information.2257.body':
    'All persons who appear in any visual depiction of sexually explicit conduct on this site were at least 18 years old at the time of the depiction.\n\nThe records required by 18 U.S.C. 2257 and 28 C.F.R. 75 for material produced by the operator are kept by the custodian of records. For material uploaded by members or supplied by studios, the records are kept by the producer named with the video.\n\nRecords are kept for as long as the material is available on the site plus 7 years.',
  'information.2257.custodian': 'Custodian of records',
  'information.2257.custodian_name': 'Name',
  'information.2257.custodian_address': 'Address of records',
  'information.2257.custodian_unset':
    'The operator has not yet named the custodian of records here. Write to support to reach the custodian in the meantime.',
  'information.2257.removal': 'Appear in a video here and did not agree to its publication? Ask for its removal.',
  'information.cookies.title': 'Cookie policy',
  'information.cookies.body':
    'The site uses a few cookies of its own: _agev remembers that you confirmed your age, verif that you accepted the uploader affidavit, and logout that you signed out. A session cookie keeps you signed in.\n\nThe site also keeps your watch history, search history and player volume in your browser. They never leave it.\n\nYou can delete cookies and stored data in your browser settings at any time; you will then be asked to confirm your age again.',
  'contacts.title': 'Contact us',
  'contacts.intro': 'Choose the address that fits your question; every message is read.',
  'contacts.support': 'Help with the site or your account',
  'contacts.dmca': 'Copyright notices',
  'contacts.partners': 'Content partners and studios',
  'contacts.partners_address': 'partners@reel.example',
  'contacts.write': 'Write to us',
  'partner.title': 'Content partner programme',
  'partner.body':
    'Studios and independent producers can publish their videos on the site as a channel of their own, with a page, a join-now link to their own site and their name on every thumbnail.\n\nWe take care of encoding, hosting and delivery in every quality. You keep your rights and can remove your videos at any time.\n\nEvery partner supplies the age and consent records for each performer, as our 2257 statement describes.',
  'partner.points':
    'A channel page with your logo and description\nA join-now link on each of your videos\nEncoding to SD, HD and Full HD with preview clips\nView and subscriber counts for every video',
  'partner.apply': 'Apply by e-mail',
} as const;
