import type { StaffType } from "@releve/domain";

/** French first names, by the gender the function titles agree with. */
// biome-ignore format: a list of names reads better packed
export const femaleFirstNames = [
  "Camille", "Léa", "Manon", "Chloé", "Inès", "Sarah", "Julie", "Laura", "Marie", "Anaïs",
  "Pauline", "Mathilde", "Clara", "Lucie", "Océane", "Charlotte", "Émilie", "Margaux", "Élodie",
  "Aurélie", "Céline", "Nadia", "Amina", "Yasmine", "Fatou", "Sonia", "Hélène", "Valérie",
  "Sandrine", "Nathalie", "Christine", "Isabelle", "Agathe", "Louise", "Jeanne", "Alice", "Zoé",
  "Juliette", "Romane", "Maëlle", "Salomé", "Justine", "Morgane", "Estelle", "Coralie", "Audrey",
  "Leïla", "Samia", "Mélanie", "Anne",
] as const;

// biome-ignore format: a list of names reads better packed
export const maleFirstNames = [
  "Hugo", "Lucas", "Louis", "Nathan", "Enzo", "Mathis", "Théo", "Raphaël", "Arthur", "Jules",
  "Tom", "Maxime", "Antoine", "Alexandre", "Nicolas", "Julien", "Romain", "Quentin", "Kevin",
  "Florian", "Guillaume", "Benoît", "Olivier", "Philippe", "Laurent", "Stéphane", "Frédéric",
  "Sébastien", "Christophe", "Pierre", "Paul", "Victor", "Gabriel", "Adam", "Yanis", "Mehdi",
  "Karim", "Samir", "Moussa", "Ibrahim", "Mamadou", "Bastien", "Damien", "Jérôme", "Cédric",
  "Vincent", "Loïc", "Yann", "Erwan", "Matthieu",
] as const;

// biome-ignore format: a list of names reads better packed
export const lastNames = [
  "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Durand", "Leroy", "Moreau",
  "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent",
  "Fournier", "Morel", "Girard", "André", "Lefèvre", "Mercier", "Dupont", "Lambert", "Bonnet",
  "François", "Martinez", "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller",
  "Henry", "Roussel", "Nicolas", "Perrin", "Morin", "Mathieu", "Clément", "Gauthier", "Dumont",
  "Lopez", "Fontaine", "Chevalier", "Robin", "Masson", "Sanchez", "Gérard", "Nguyen", "Boyer",
  "Denis", "Lemaire", "Duval", "Joly", "Gautier", "Roger", "Roche", "Roy", "Noël", "Meyer",
  "Lucas", "Meunier", "Jean", "Perez", "Marchand", "Dufour", "Blanchard", "Marie", "Barbier",
  "Brun", "Dumas", "Brunet", "Schmitt", "Leroux", "Colin", "Fernandez", "Pierre", "Renard",
  "Arnaud", "Rolland", "Caron", "Aubert", "Giraud", "Leclerc", "Vidal", "Bourgeois", "Renaud",
  "Lemoine", "Picard", "Gaillard", "Philippe", "Leclercq", "Lacroix", "Fabre", "Dupuis",
  "Olivier", "Rodriguez", "Da Silva", "Hubert", "Louis", "Charles", "Guillot", "Rivière",
  "Le Gall", "Guillaume", "Adam", "Rey", "Moulin", "Gonzalez", "Berger", "Lecomte", "Menard",
  "Fleury", "Deschamps", "Carpentier", "Julien", "Benoît", "Paris", "Maillard", "Marchal",
  "Aubry", "Vasseur", "Le Roux", "Renault", "Jacquet", "Collet", "Prévost", "Poirier",
  "Charpentier", "Royer", "Huet", "Baron", "Dupuy", "Pons", "Paul", "Laine", "Carré", "Breton",
  "Haddad", "Benali", "Diallo", "Traoré", "Cissé", "Belkacem", "Mansouri", "Kone", "Ferreira",
  "Pereira", "Rossi", "Bianchi", "Kowalski", "Novak", "Hoarau", "Payet", "Grondin", "Le Floch",
] as const;

/** A function (job title) and the operational roles it qualifies for. */
export interface FunctionProfile {
  male: string;
  female: string;
  roles: readonly string[];
  weight: number;
}

/** Functions by staff type; most people are volunteers of the first-aid and social activities. */
export const functionsByStaffType: Record<StaffType, readonly FunctionProfile[]> = {
  volunteer: [
    {
      male: "Secouriste PSE1",
      female: "Secouriste PSE1",
      roles: ["firstAider", "firstAidTrainee"],
      weight: 24,
    },
    {
      male: "Secouriste PSE2",
      female: "Secouriste PSE2",
      roles: ["firstAider", "coDriver"],
      weight: 26,
    },
    {
      male: "Chef d'équipe",
      female: "Cheffe d'équipe",
      roles: ["teamLeader", "firstAider"],
      weight: 12,
    },
    {
      male: "Chef de poste",
      female: "Cheffe de poste",
      roles: ["postLeader", "teamLeader", "radioOperator"],
      weight: 5,
    },
    {
      male: "Conducteur VPSP",
      female: "Conductrice VPSP",
      roles: ["driver", "coDriver", "firstAider"],
      weight: 12,
    },
    {
      male: "Équipier logistique",
      female: "Équipière logistique",
      roles: ["logistician", "driver"],
      weight: 7,
    },
    {
      male: "Bénévole de l'action sociale",
      female: "Bénévole de l'action sociale",
      roles: ["outreachWorker"],
      weight: 14,
    },
    {
      male: "Formateur PSC1",
      female: "Formatrice PSC1",
      roles: ["trainer", "firstAider"],
      weight: 4,
    },
    {
      male: "Opérateur transmissions",
      female: "Opératrice transmissions",
      roles: ["radioOperator"],
      weight: 3,
    },
  ],
  employee: [
    {
      male: "Ambulancier",
      female: "Ambulancière",
      roles: ["driver", "coDriver", "firstAider"],
      weight: 14,
    },
    {
      male: "Auxiliaire ambulancier",
      female: "Auxiliaire ambulancière",
      roles: ["coDriver", "firstAider"],
      weight: 8,
    },
    { male: "Infirmier", female: "Infirmière", roles: ["firstAider", "teamLeader"], weight: 4 },
    {
      male: "Chargé de mission urgence",
      female: "Chargée de mission urgence",
      roles: ["postLeader", "radioOperator", "teamLeader"],
      weight: 3,
    },
    {
      male: "Travailleur social",
      female: "Travailleuse sociale",
      roles: ["outreachWorker", "teamLeader"],
      weight: 4,
    },
    { male: "Logisticien", female: "Logisticienne", roles: ["logistician", "driver"], weight: 3 },
    { male: "Formateur", female: "Formatrice", roles: ["trainer"], weight: 2 },
  ],
  external: [
    {
      male: "Médecin (renfort)",
      female: "Médecin (renfort)",
      roles: ["firstAider", "teamLeader"],
      weight: 3,
    },
    { male: "Infirmier libéral", female: "Infirmière libérale", roles: ["firstAider"], weight: 3 },
    {
      male: "Chauffeur (prestataire)",
      female: "Chauffeuse (prestataire)",
      roles: ["driver"],
      weight: 2,
    },
    { male: "Interprète", female: "Interprète", roles: ["outreachWorker"], weight: 2 },
  ],
};

/** Private mail domains of the demo (`.example`: reserved, never delivered). */
export const privateMailDomains = ["courriel.example", "mail.example", "boite.example"] as const;

/** The organisation's own mail domain, as the demo users have it. */
export const organisationMailDomain = "releve.example";
