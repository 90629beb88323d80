/** Names for generated people and guests: Dutch, English and a few from elsewhere (accents included). */

export const dutchFirstNames = [
  'Anouk', 'Daan', 'Emma', 'Sem', 'Julia', 'Lucas', 'Sophie', 'Milan', 'Tess', 'Levi',
  'Fleur', 'Bram', 'Lotte', 'Thijs', 'Sanne', 'Jesse', 'Lieke', 'Ruben', 'Femke', 'Stijn',
  'Iris', 'Niels', 'Maud', 'Joris', 'Noor', 'Koen', 'Eva', 'Sven', 'Roos', 'Wouter',
  'Floor', 'Pieter', 'Esmée', 'Jasper', 'Lisa', 'Gijs', 'Merel', 'Tim', 'Marloes', 'Bas',
  'Ilse', 'Hugo', 'Ingrid', 'Maarten', 'Yara', 'Teun', 'Annelies', 'Jeroen', 'Renée', 'Mees',
  'Liselotte', 'Thomas', 'Kim', 'Freek', 'Janneke', 'Sjoerd', 'Marieke', 'Lars', 'Hanneke', 'Gert-Jan',
] as const;

export const englishFirstNames = [
  'Oliver', 'Amelia', 'James', 'Olivia', 'Harry', 'Isla', 'George', 'Ava', 'Jack', 'Mia',
  'Charlie', 'Grace', 'William', 'Lily', 'Henry', 'Freya', 'Oscar', 'Ella', 'Thomas', 'Chloe',
  'Samuel', 'Evie', 'Daniel', 'Poppy', 'Joshua', 'Ruby', 'Benjamin', 'Alice', 'Edward', 'Hannah',
  'Michael', 'Sarah', 'David', 'Rachel', 'Matthew', 'Laura', 'Andrew', 'Emily', 'Robert', 'Kate',
] as const;

/** Names with accents and non-Dutch spellings; usernames strip them (see `asciiSlug`). */
export const internationalFirstNames = [
  'José', 'Jérôme', 'Zoë', 'Chloé', 'Noël', 'Björn', 'Søren', 'Mehmet', 'Fatima', 'Ayşe',
  'François', 'Inês', 'João', 'Łukasz', 'Małgorzata', 'Ana', 'Mónica', 'Yusuf', 'Priya', 'Lucía',
] as const;

export const dutchLastNames = [
  'de Vries', 'Jansen', 'de Jong', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot',
  'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'de Wit', 'Dijkstra', 'Smits',
  'de Graaf', 'van der Meer', 'van der Linden', 'Kok', 'Jacobs', 'de Haan', 'Vermeulen', 'van den Heuvel', 'van der Veen', 'van den Broek',
  'de Bruijn', 'de Bruin', 'van der Heijden', 'Schouten', 'van Beek', 'Willems', 'van Vliet', 'van de Ven', 'Hoekstra', 'Maas',
  'Verhoeven', 'Koster', 'van Dam', 'van der Wal', 'Prins', 'Blom', 'Huisman', 'Peeters', 'de Lange', 'Kuipers',
  'van der Berg', 'Postma', 'Timmermans', 'Groen', 'Gerritsen', 'Wijnands', 'van Dijk', 'Scholten', 'Verbeek', 'Sanders',
] as const;

export const englishLastNames = [
  'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright',
  'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke',
  'Harris', 'Lewis', 'Hughes', 'Edwards', 'Turner', 'Hill', "O'Brien", 'Cooper', 'Ward', 'Morris',
] as const;

export const internationalLastNames = [
  'Öztürk', 'Yılmaz', 'El Amrani', 'García', 'Müller', 'Ní Bhriain', 'Łęcka', 'Novák', 'Gonçalves', 'Fernández',
  'Kowalski', 'Şahin', 'Bennani', 'Schäfer', 'Doğan', 'Lefèvre', 'Nguyễn', 'Rodríguez', 'Jørgensen', 'Ahmed',
] as const;

export interface PersonName {
  first: string;
  last: string;
  /** The language the person most likely reads: Dutch names lean to 'nl'. */
  origin: 'nl' | 'en' | 'intl';
}

/** Guests come from these companies. */
export const guestCompanies = [
  'Bouwbedrijf Jansen', 'De Vries Advocaten', 'Nordwind Consulting', 'Acme Logistics', 'Zonnepanelen Utrecht',
  'Kuipers & Co', 'BrightData Ltd', 'Gemeente Amsterdam', 'Rabo Ventures', 'Hollandse Koffie BV',
  'Fietsfabriek Noord', 'Green Office Solutions', 'Müller GmbH', 'Deltares Advies', 'Oakwood Partners',
] as const;

const special: Record<string, string> = {
  ı: 'i', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', đ: 'd',
};

/** Lower-case ASCII for usernames and e-mail addresses: "Anouk van der Berg" -> "anoukvanderberg". */
export function asciiSlug(text: string): string {
  return text
    .replace(/[ıøØłŁßæÆœđ]/g, (c) => special[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Username in the form first.last (ASCII, lower-case). */
export function usernameFor(first: string, last: string): string {
  return `${asciiSlug(first)}.${asciiSlug(last)}`;
}
