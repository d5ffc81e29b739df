// The age gate's wording per country (ru, fr and de translations of the body, title and enter
// label); every other country reads English.

export interface AgeText {
  lang: 'en' | 'ru' | 'fr' | 'de';
  text_title: string;
  text: string;
  text_enter: string;
  terms: string;
  cookies: string;
}

const EN: AgeText = {
  lang: 'en',
  text_title: 'This is an adult website',
  text: 'This website contains material for adults only. By entering you confirm that you are at least 18 years old, or the age of majority where you live, and that you accept our Terms of service and our use of cookies described in the Cookie policy.',
  text_enter: 'Accept and enter',
  terms: 'Terms of service',
  cookies: 'Cookie policy',
};

const TRANSLATIONS: Record<Exclude<AgeText['lang'], 'en'>, AgeText> = {
  ru: {
    lang: 'ru',
    text_title: 'Сайт для взрослых',
    text: 'Этот сайт содержит материалы только для взрослых. Входя, вы подтверждаете, что вам исполнилось 18 лет или вы достигли совершеннолетия в своей стране, и принимаете наши Условия использования и использование файлов cookie, описанное в Политике cookie.',
    text_enter: 'Принять и войти',
    terms: 'Условия использования',
    cookies: 'Политика cookie',
  },
  fr: {
    lang: 'fr',
    text_title: 'Site réservé aux adultes',
    text: "Ce site contient du contenu réservé aux adultes. En entrant, vous confirmez avoir au moins 18 ans, ou l'âge de la majorité dans votre pays, et accepter nos Conditions d'utilisation ainsi que notre utilisation des cookies décrite dans la Politique relative aux cookies.",
    text_enter: 'Accepter et entrer',
    terms: "Conditions d'utilisation",
    cookies: 'Politique relative aux cookies',
  },
  de: {
    lang: 'de',
    text_title: 'Website für Erwachsene',
    text: 'Diese Website enthält Inhalte ausschließlich für Erwachsene. Mit dem Betreten bestätigen Sie, dass Sie mindestens 18 Jahre alt bzw. in Ihrem Land volljährig sind, und akzeptieren unsere Nutzungsbedingungen sowie die in der Cookie-Richtlinie beschriebene Verwendung von Cookies.',
    text_enter: 'Akzeptieren und eintreten',
    terms: 'Nutzungsbedingungen',
    cookies: 'Cookie-Richtlinie',
  },
};

/** Countries whose visitors read a translation (two-letter codes, upper case). */
const COUNTRY_LANG: Record<string, keyof typeof TRANSLATIONS> = {
  RU: 'ru',
  BY: 'ru',
  KZ: 'ru',
  KG: 'ru',
  FR: 'fr',
  BE: 'fr',
  LU: 'fr',
  MC: 'fr',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
};

export function ageTextFor(country: string | null): AgeText {
  const lang = country ? COUNTRY_LANG[country.toUpperCase()] : undefined;
  return lang ? TRANSLATIONS[lang] : EN;
}
