import type { SeedRows } from './rows.ts';

// German and Finnish versions of the help articles, keyed by the English title, so
// `GET /property-content` has real translations to choose and English to fall back to.
interface Translation {
  title: string;
  description: string;
  body: string;
}

const translations: Record<string, Record<string, Translation>> = {
  de: {
    'How do I get in?': {
      title: 'Wie komme ich hinein?',
      description: 'Türcodes und digitale Schlüssel',
      body: 'Deine Türcodes erscheinen in der App, sobald der Aufenthalt bezahlt und der Online-Check-in abgeschlossen ist.',
    },
    'The door does not open': {
      title: 'Die Tür öffnet sich nicht',
      description: 'Was du zuerst versuchen kannst',
      body: 'Drücke nach dem Code die Taste am Tastenfeld und warte auf das grüne Licht. Immer noch zu? Ruf uns an.',
    },
    'Wi-Fi': {
      title: 'WLAN',
      description: 'Netzwerk und Passwort',
      body: 'Netzwerkname und Passwort stehen auf der Aufenthaltsseite und auf der Karte an der Tür.',
    },
    'Heating and air conditioning': {
      title: 'Heizung und Klimaanlage',
      description: 'Angenehm wohnen',
      body: 'Nutze das Wandpanel neben dem Bett; Änderungen wirken nach etwa zehn Minuten.',
    },
    'How do I check out?': {
      title: 'Wie checke ich aus?',
      description: 'Am Abreisetag',
      body: 'Checke am Abreisetag in der App aus. Das Apartment bleibt danach 15 Minuten offen, das Gebäude bis 23:00 Uhr.',
    },
    'Luggage after check-out': {
      title: 'Gepäck nach dem Check-out',
      description: 'Taschen abstellen',
      body: 'Nutze den Gepäckraum; sein Code steht bei deinen Türcodes.',
    },
    'Changing dates': {
      title: 'Daten ändern',
      description: 'Kürzere oder längere Aufenthalte',
      body: 'Ändere deine Daten in der App, solange der Aufenthalt noch nicht begonnen hat.',
    },
    Cancellation: {
      title: 'Stornierung',
      description: 'Kostenlose Stornierung und Gebühren',
      body: 'Erstattbare Aufenthalte sind bis zum angegebenen Datum kostenlos stornierbar; danach wird der volle Preis berechnet.',
    },
  },
  fi: {
    'How do I get in?': {
      title: 'Miten pääsen sisään?',
      description: 'Ovikoodit ja digitaaliset avaimet',
      body: 'Ovikoodisi näkyvät sovelluksessa, kun majoitus on maksettu ja verkkosisäänkirjautuminen on valmis.',
    },
    'The door does not open': {
      title: 'Ovi ei aukea',
      description: 'Mitä kokeilla ensin',
      body: 'Paina koodin jälkeen näppäimistön painiketta ja odota vihreää valoa. Yhä kiinni? Soita meille.',
    },
    'Wi-Fi': {
      title: 'Wi-Fi',
      description: 'Verkko ja salasana',
      body: 'Verkon nimi ja salasana ovat majoitussivulla ja oven vieressä olevassa kortissa.',
    },
    'Heating and air conditioning': {
      title: 'Lämmitys ja ilmastointi',
      description: 'Mukava olo',
      body: 'Käytä sängyn vieressä olevaa seinäpaneelia; muutokset tuntuvat noin kymmenessä minuutissa.',
    },
    'How do I check out?': {
      title: 'Miten kirjaudun ulos?',
      description: 'Lähtöpäivänä',
      body: 'Kirjaudu ulos sovelluksessa lähtöpäivänä. Huoneisto pysyy auki 15 minuuttia, rakennus klo 23:00 asti.',
    },
    'Luggage after check-out': {
      title: 'Matkatavarat uloskirjautumisen jälkeen',
      description: 'Laukkujen säilytys',
      body: 'Käytä matkatavarahuonetta; sen koodi on ovikoodiesi joukossa.',
    },
    'Changing dates': {
      title: 'Päivien muuttaminen',
      description: 'Lyhyemmät tai pidemmät majoitukset',
      body: 'Muuta päiviä sovelluksessa niin kauan kuin majoitus ei ole alkanut.',
    },
    Cancellation: {
      title: 'Peruutus',
      description: 'Maksuton peruutus ja maksut',
      body: 'Palautettavat majoitukset voi perua maksutta ilmoitettuun päivään asti; sen jälkeen veloitetaan koko hinta.',
    },
  },
};

/** Adds a translation of every seeded help article that has one; run after the articles. */
export function addHelpTranslations(rows: SeedRows): void {
  for (const article of rows.helpArticles) {
    for (const [language, byTitle] of Object.entries(translations)) {
      const translation = byTitle[article.title];
      if (translation)
        rows.helpArticleTranslations.push({ articleId: article.id, language, ...translation });
    }
  }
}
